import type { CultureDate, CultureEntry } from '@yuwen/protocol';
import { Link } from 'react-router';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { RubyRow } from '../../../components/ruby-row/ruby-row';
import { TappableText } from '../../../components/tappable-text/tappable-text';
import { useArea, useAreaModule } from '../../area-routes';
import { useZgwhEntry } from '../api/entry.api';
import type { ZgwhLinks } from '../zgwh-links';
import { dateText, daysText, yearsText } from '../zgwh-view';

/** The name big, each character over its pinyin (a tap opens the dictionary), its picture above it. */
function Hero({ entry }: { entry: CultureEntry }) {
  return (
    <section className="yw-zgwh-hero-entry">
      <p className="yw-zgwh-hero-entry__groups">{entry.groups.map((group) => group.name).join(' · ')}</p>
      {entry.picture && (
        <img className="yw-zgwh-hero-entry__picture" src={entry.picture} alt="" data-testid="zgwh-entry-picture" />
      )}
      <RubyRow
        text={entry.title}
        pinyin={entry.pinyin}
        label={`「${entry.title}」里的字`}
        size="md"
        charTestId="zgwh-char"
      />
      <p className="yw-zgwh-hero-entry__summary">{entry.summary}</p>
      {entry.years && <p className="yw-zgwh-hero-entry__years">{yearsText(entry.years)}</p>}
      {entry.author && <p className="yw-zgwh-hero-entry__years">作者：{entry.author}</p>}
    </section>
  );
}

/** When a 节气 or festival falls: the rule and the dates this year and next. */
function DateCard({ date }: { date: CultureDate }) {
  return (
    <section className="yw-zgwh-date" data-testid="zgwh-date">
      <h2 className="yw-zgwh-label">日子</h2>
      <p className="yw-zgwh-date__rule">{date.rule}</p>
      <ul className="yw-zgwh-date__list">
        {date.dates.map((day) => (
          <li key={day} className="yw-zgwh-date__day" data-testid="zgwh-date-day">
            {dateText(day)}
          </li>
        ))}
      </ul>
      <p className="yw-zgwh-date__next">
        下一次：{dateText(date.next.date)}，{daysText(date.next.days)}
      </p>
    </section>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section className="yw-zgwh-section" data-testid={testId}>
      <h2 className="yw-zgwh-label">{title}</h2>
      {children}
    </section>
  );
}

/** The poets' 名人名篇 pages, where the app has that area. */
function usePoetLink() {
  const { linkToModule } = useArea();
  const wymp = useAreaModule('wymp');
  const base = wymp ? linkToModule(wymp) : undefined;
  return (name: string, dynasty: string) =>
    base ? `${base}?${new URLSearchParams({ author: name, dynasty })}` : undefined;
}

/** One entry: its name, date (节气 and festivals), text, customs, foods, saying, poems and poets. */
export function EntryPage({ entryKey, links }: { entryKey: string; links: ZgwhLinks }) {
  const answer = useZgwhEntry(entryKey);
  const poetLink = usePoetLink();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const entry = answer.data;
  return (
    <article className="yw-zgwh-page-entry" data-testid="zgwh-entry-page" data-key={entry.key}>
      <Hero entry={entry} />
      {entry.date && <DateCard date={entry.date} />}
      <Section title="说一说" testId="zgwh-text">
        {entry.text.split(/\n+/).map((paragraph) => (
          <p key={paragraph} className="yw-zgwh-text yw-kai">
            <TappableText text={paragraph} />
          </p>
        ))}
        {entry.note && <p className="yw-zgwh-note">{entry.note}</p>}
      </Section>
      {entry.customs.length > 0 && (
        <Section title="习俗" testId="zgwh-customs">
          <ul className="yw-zgwh-list">
            {entry.customs.map((custom) => (
              <li key={custom}>
                <TappableText text={custom} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {entry.foods.length > 0 && (
        <Section title="美食" testId="zgwh-foods">
          <ul className="yw-zgwh-chips">
            {entry.foods.map((food) => (
              <li key={food} className="yw-zgwh-chip">
                {food}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {entry.saying && (
        <Section title="俗话说" testId="zgwh-saying">
          <p className="yw-zgwh-saying yw-kai">
            <TappableText text={entry.saying} />
          </p>
        </Section>
      )}
      {entry.poems.length > 0 && (
        <Section title="读一读" testId="zgwh-poems">
          <ul className="yw-zgwh-links">
            {entry.poems.map((poem) => (
              <li key={poem.id}>
                <Link className="yw-zgwh-link" to={links.poem(poem.id)} data-testid="zgwh-poem">
                  <span className="yw-kai">《{poem.title}》</span>
                  <span className="yw-zgwh-link__by">{[poem.dynasty, poem.author].filter(Boolean).join(' · ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {entry.poets.length > 0 && (
        <Section title="认识他们" testId="zgwh-poets">
          <ul className="yw-zgwh-chips">
            {entry.poets.map((poet) => {
              const to = poetLink(poet.name, poet.dynasty);
              return (
                <li key={poet.name}>
                  {to ? (
                    <Link className="yw-zgwh-chip yw-zgwh-chip--link" to={to} data-testid="zgwh-poet">
                      {poet.name}（{poet.dynasty}）
                    </Link>
                  ) : (
                    <span className="yw-zgwh-chip">
                      {poet.name}（{poet.dynasty}）
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </article>
  );
}
