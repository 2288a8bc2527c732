import { changeProfilesCall, GRADES } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, TextField } from '../../../components/form-field/form-field';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useChangeProfiles } from '../api/profiles.api';
import { useUserInfo } from '../api/user-info.api';
import '../user.css';

export const gradeLabel = (grade: string) => (grade === '' ? '未填写' : grade === '学前' ? '学前' : `${grade}年级`);

/** 编辑资料: grade, school and birthday, each optional. */
export function ChangeProfilesPage() {
  const info = useUserInfo();
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <PageMessage glyph="错" title={failureMessage(info.error)} />;
  return <ProfilesForm initial={info.data} />;
}

function ProfilesForm({ initial }: { initial: { grade: string; school: string; birthday: string } }) {
  const navigate = useNavigate();
  const change = useChangeProfiles();
  const [grade, setGrade] = useState(initial.grade);
  const [school, setSchool] = useState(initial.school);
  const [birthday, setBirthday] = useState(initial.birthday);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeProfilesCall.params.safeParse({ grade, school, birthday });
    if (!checked.success) return setFormError(checked.error.issues[0]?.message);
    setFormError(undefined);
    change.mutate(checked.data, {
      onSuccess: () => {
        toast.success('资料已保存');
        void navigate('/wdzl', { replace: true });
      },
    });
  };

  return (
    <form className="yw-form" onSubmit={submit} noValidate data-testid="change-profiles">
      <label className="yw-field">
        <span className="yw-field__label">年级</span>
        <select className="yw-field__input" name="grade" value={grade} onChange={(e) => setGrade(e.target.value)}>
          <option value="">未填写</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {gradeLabel(g)}
            </option>
          ))}
        </select>
      </label>
      <TextField label="学校" name="school" value={school} onChange={setSchool} maxLength={40} placeholder="选填" />
      <TextField label="生日" name="birthday" type="date" value={birthday} onChange={setBirthday} />
      <FormError message={formError ?? (change.isError ? failureMessage(change.error) : undefined)} />
      <button type="submit" className="yw-big-button" disabled={change.isPending} data-testid="save-profiles">
        {change.isPending ? '保存中...' : '保存'}
      </button>
    </form>
  );
}
