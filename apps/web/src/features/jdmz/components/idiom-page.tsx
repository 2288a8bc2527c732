import type { IdiomDetail } from '@yuwen/protocol';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { RubyRow } from '../../../components/ruby-row/ruby-row';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useIdiom } from '../api/idiom.api';
import { originText } from '../jdmz-view';

/** The idiom big, each character over its pinyin; a tap opens the dictionary. */
function IdiomHero({ idiom }: { idiom: IdiomDetail }) {
  return (
    <section className="yw-jdmz-idiom__hero">
      <RubyRow
        text={idiom.idiom}
        pinyin={idiom.pinyin}
        label={`成语「${idiom.idiom}」里的字`}
        size="lg"
        charTestId="jdmz-idiom-char"
      />
      <p className="yw-jdmz-idiom__tip">点一个字，可以查字典</p>
      {idiom.variants.length > 0 && <p className="yw-jdmz-idiom__tip">也写作：{idiom.variants.join('、')}</p>}
    </section>
  );
}

/** A part of the page in paragraphs; `tappable` for the texts we wrote, each character into the dictionary. */
function Section({
  title,
  testId,
  children,
  kai,
  tappable,
}: {
  title: string;
  testId: string;
  children: string;
  kai?: boolean;
  tappable?: boolean;
}) {
  return (
    <section className="yw-jdmz-idiom__section" data-testid={testId}>
      <h2 className="yw-jdmz-idiom__label">{title}</h2>
      {children.split(/\n+/).map((paragraph) => (
        <p key={paragraph} className={kai ? 'yw-jdmz-idiom__text yw-kai' : 'yw-jdmz-idiom__text'}>
          {tappable ? <TappableText text={paragraph} /> : paragraph}
        </p>
      ))}
    </section>
  );
}

/** An idiom's page: with our story when we wrote one (the story page), else what the dictionary says. */
export function IdiomPage({ text }: { text: string }) {
  const answer = useIdiom(text);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const idiom = answer.data;
  const work = idiom.source?.work
    ? `《${idiom.source.work}${idiom.source.chapter ? `·${idiom.source.chapter}` : ''}》`
    : '';
  return (
    <article className="yw-jdmz-idiom" data-testid="jdmz-idiom-page" data-idiom={idiom.idiom}>
      <IdiomHero idiom={idiom} />
      <Section title="意思" testId="jdmz-idiom-meaning" tappable>
        {idiom.meaning}
      </Section>
      {idiom.story && (
        <Section title="成语故事" testId="jdmz-idiom-story" kai tappable>
          {idiom.story}
        </Section>
      )}
      {idiom.original && (
        <section className="yw-jdmz-idiom__section yw-jdmz-idiom__original" data-testid="jdmz-idiom-original">
          <h2 className="yw-jdmz-idiom__label">
            原文{work && <span className="yw-jdmz-idiom__work">选自{work}</span>}
          </h2>
          <p className="yw-jdmz-idiom__text yw-kai">{idiom.original}</p>
        </section>
      )}
      {idiom.origin && (
        <Section title="出处" testId="jdmz-idiom-origin">
          {originText(idiom.origin)}
        </Section>
      )}
      {idiom.example && (
        <Section title="例句" testId="jdmz-idiom-example" kai tappable>
          {idiom.example}
        </Section>
      )}
    </article>
  );
}
