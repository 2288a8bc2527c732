// usage = 使用说明: what the app is and how to use it.
import { APP_VERSION_CODE } from '@yuwen/protocol';
import { Link } from 'react-router';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { CreditsSection } from './credits-section';
import './usage-page.css';

const STEPS: readonly { glyph: string; title: string; text: string }[] = [
  { glyph: '登', title: '登录账号', text: '用老师或学校发的账号登录；没有账号也可以先用游客身份看看。' },
  { glyph: '选', title: '选学习区', text: '首页按学习区排列，「学科」页按识字、阅读、诗文、写作等分好了类。' },
  { glyph: '学', title: '开始学习', text: '点开学习区里的栏目和内容，跟着课本一课一课学。' },
  { glyph: '记', title: '记录时长', text: '每次进入学习内容都会记下学习时间，离开时自动结束。' },
];

/** A short usage and about page. */
export function UsagePage({ appName }: { appName: string }) {
  return (
    <>
      <TitleBar title="使用说明" back />
      <main className="yw-page" data-testid="usage-page">
        <section className="yw-usage__intro">
          <h2 className="yw-usage__name">{appName}</h2>
          <p>给小学生的语文学习天地：汉字字源、拼音、词语、阅读、古诗文诵读、中国文化、写作和测评，还有学前启蒙。</p>
        </section>
        <ol className="yw-usage__steps">
          {STEPS.map((step) => (
            <li key={step.title} className="yw-usage__step">
              <span className="yw-usage__glyph yw-kai" aria-hidden="true">
                {step.glyph}
              </span>
              <div>
                <p className="yw-usage__title">{step.title}</p>
                <p className="yw-usage__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <CreditsSection />
        <p className="yw-usage__footer">
          版本号 {APP_VERSION_CODE} · <Link to="/">去登录</Link> · <Link to="/tourist_index">游客体验</Link>
        </p>
      </main>
    </>
  );
}
