import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { useBatchCards, useCardBatches, useCreateCardBatch } from '../api/card-batches.api';
import { ManageError } from './manage-error';
import { day, NewCodes } from './new-codes';

function BatchCards({ batchId }: { batchId: number }) {
  const cards = useBatchCards(batchId);
  if (cards.isPending) return <PageLoading />;
  if (cards.isError) return <p className="yw-manage-error">{failureMessage(cards.error)}</p>;
  return (
    <ul className="yw-batch-cards" data-testid="batch-cards">
      {cards.data.map((card) => (
        <li key={card.id}>
          <span className="yw-mono">…{card.code_tail}</span>
          <span>{card.used_by ? `${card.used_by} · ${day(card.used_at ?? 0)} 使用` : '未使用'}</span>
        </li>
      ))}
    </ul>
  );
}

/** 激活卡: generate a batch (count, days, note) and see every batch and its cards. */
export function CardBatchManager() {
  const batches = useCardBatches();
  const create = useCreateCardBatch();
  const [count, setCount] = useState('10');
  const [days, setDays] = useState('365');
  const [note, setNote] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [open, setOpen] = useState<number>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { count: Number(count), days: Number(days), note },
      {
        onSuccess: (answer) => {
          setCodes(answer.codes);
          setNote('');
        },
      },
    );
  };
  return (
    <section className="yw-manage-section" aria-labelledby="manage-cards-title">
      <h2 id="manage-cards-title" className="yw-section-title">
        激活卡
      </h2>
      <form className="yw-manage-form yw-manage-form--inline" onSubmit={submit} data-testid="card-batch-form">
        <label>
          数量（张）
          <input value={count} onChange={(e) => setCount(e.target.value)} type="number" min={1} max={1000} required />
        </label>
        <label>
          会员天数
          <input value={days} onChange={(e) => setDays(e.target.value)} type="number" min={1} max={3650} required />
        </label>
        <label>
          备注（如学校、班级）
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className="yw-button" disabled={create.isPending}>
          {create.isPending ? '生成中...' : '生成激活卡'}
        </button>
      </form>
      <ManageError error={create.error} />
      {codes && (
        <NewCodes
          codes={codes}
          noun="卡号"
          label="新生成的激活卡号"
          testId="new-card-codes"
          onClose={() => setCodes(null)}
        />
      )}
      {batches.isPending ? (
        <PageLoading />
      ) : batches.isError ? (
        <p className="yw-manage-error">{failureMessage(batches.error)}</p>
      ) : batches.data.length === 0 ? (
        <p className="yw-manage-hint">还没有生成过激活卡。</p>
      ) : (
        <ul className="yw-batches" data-testid="card-batches">
          {batches.data.map((batch) => (
            <li key={batch.id}>
              <button
                type="button"
                className="yw-batch"
                aria-expanded={open === batch.id}
                onClick={() => setOpen(open === batch.id ? undefined : batch.id)}
              >
                <span className="yw-batch__title">
                  第 {batch.id} 批{batch.note ? ` · ${batch.note}` : ''}
                </span>
                <span className="yw-batch__meta">
                  {batch.days} 天 · 已用 {batch.used}/{batch.count} · {day(batch.created_at)}
                  {batch.created_by ? ` · ${batch.created_by}` : ''}
                </span>
              </button>
              {open === batch.id && <BatchCards batchId={batch.id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
