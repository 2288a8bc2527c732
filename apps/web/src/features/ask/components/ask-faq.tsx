import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useFaq } from '../api/ask.api';

/** 常见问题: our answers about using the app, each folded under its question. */
export function AskFaq() {
  const faq = useFaq();
  return (
    <section className="yw-ask-faq" aria-labelledby="ask-faq-title" data-testid="ask-faq">
      <h2 id="ask-faq-title" className="yw-ask-subtitle">
        常见问题
      </h2>
      {faq.isPending ? (
        <PageLoading />
      ) : faq.isError ? (
        <PageFailure error={faq.error} onRetry={faq.refetch} />
      ) : (
        <ul className="yw-ask-faq__list">
          {faq.data.map((entry) => (
            <li key={entry.id}>
              <details className="yw-ask-faq__item" data-testid="ask-faq-item">
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
