// The printable sheets, drawn in millimetres from print-layout.ts: 字帖 (model, stroke order, traced
// copies, empty cells) and 听写纸 (numbered pinyin over empty cells, then the answers).
import type { LessonWord } from '@yuwen/protocol';
import HanziWriter from 'hanzi-writer';
import type { CSSProperties, ReactNode } from 'react';
import { PAGE, TINGXIE, tingxiePages, ZITIE, type ZitieChar, zitieBlockMm, zitiePages } from '../print-layout';

/** The layout's figures as CSS variables, so the stylesheet draws exactly what was counted. */
export const SHEET_VARIABLES = {
  '--bpcy-page-w': `${PAGE.widthMm}mm`,
  '--bpcy-page-h': `${PAGE.heightMm}mm`,
  '--bpcy-page-margin': `${PAGE.marginMm}mm`,
  '--bpcy-zt-header': `${ZITIE.headerMm}mm`,
  '--bpcy-zt-model': `${ZITIE.modelMm}mm`,
  '--bpcy-zt-pinyin': `${ZITIE.pinyinMm}mm`,
  '--bpcy-zt-frame': `${ZITIE.frameMm}mm`,
  '--bpcy-zt-frame-gap': `${ZITIE.frameGapMm}mm`,
  '--bpcy-zt-head-gap': `${ZITIE.headGapMm}mm`,
  '--bpcy-zt-cell': `${ZITIE.cellMm}mm`,
  '--bpcy-zt-block-gap': `${ZITIE.blockGapMm}mm`,
  '--bpcy-tx-header': `${TINGXIE.headerMm}mm`,
  '--bpcy-tx-number': `${TINGXIE.numberMm}mm`,
  '--bpcy-tx-cell': `${TINGXIE.cellMm}mm`,
  '--bpcy-tx-pinyin': `${TINGXIE.pinyinMm}mm`,
  '--bpcy-tx-item-gap': `${TINGXIE.itemGapMm}mm`,
  '--bpcy-tx-row-gap': `${TINGXIE.rowGapMm}mm`,
  '--bpcy-tx-answer-row': `${TINGXIE.answerRowMm}mm`,
} as CSSProperties;

/** The 田字格's dashed cross (the square is the cell's border). */
function TianGrid() {
  return (
    <svg className="yw-bpcy-tian__grid" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
      <line x1="50" y1="0" x2="50" y2="100" className="yw-bpcy-tian__cross" />
      <line x1="0" y1="50" x2="100" y2="50" className="yw-bpcy-tian__cross" />
    </svg>
  );
}

/** One 田字格 cell, empty or holding a character. */
function TianCell({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <span className={`yw-bpcy-tian${className ? ` ${className}` : ''}`}>
      <TianGrid />
      {children}
    </span>
  );
}

// hanzi-writer's own placement of its 1024 grid in a 100-unit box.
const FRAME_TRANSFORM = HanziWriter.getScalingTransform(100, 100, 6).transform;

/** The stroke order: one small frame per stroke, the strokes so far dark and the new one red. */
function StrokeFrames({ strokes }: { strokes: readonly string[] }) {
  return (
    <span className="yw-bpcy-zt__frames" data-testid="print-stroke-frames" data-frames={strokes.length}>
      {strokes.map((_, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: frame k shows the first k + 1 strokes.
        <svg key={k} className="yw-bpcy-zt__frame" viewBox="0 0 100 100" aria-hidden="true">
          <rect x="1" y="1" width="98" height="98" className="yw-bpcy-tian__edge" />
          <line x1="50" y1="1" x2="50" y2="99" className="yw-bpcy-tian__cross" />
          <line x1="1" y1="50" x2="99" y2="50" className="yw-bpcy-tian__cross" />
          <g transform={FRAME_TRANSFORM}>
            {strokes.slice(0, k + 1).map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes keep their order.
              <path key={i} d={d} className={i === k ? 'is-new' : undefined} />
            ))}
          </g>
        </svg>
      ))}
    </span>
  );
}

/** One page of paper. */
function Sheet({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <section className={`yw-bpcy-sheet yw-bpcy-sheet--${kind}`} data-testid="print-sheet">
      {children}
    </section>
  );
}

function SheetHeader({ title, fields }: { title: string; fields: readonly string[] }) {
  return (
    <header className="yw-bpcy-sheet__head">
      <h1 className="yw-bpcy-sheet__title yw-kai">{title}</h1>
      <span className="yw-bpcy-sheet__fields">
        {fields.map((field) => (
          <span key={field}>
            {field}：<span className="yw-bpcy-sheet__blank" />
          </span>
        ))}
      </span>
    </header>
  );
}

/** 字帖: per character its model and stroke order, a row starting with grey copies, a row of empty cells. */
export function ZitieSheets({
  title,
  chars,
  strokes,
}: {
  title: string;
  chars: readonly ZitieChar[];
  strokes: ReadonlyMap<string, readonly string[]>;
}) {
  const pages = zitiePages(chars);
  return (
    <>
      {pages.map((page, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are made afresh from the same list.
        <Sheet key={p} kind="zitie">
          {p === 0 && <SheetHeader title={`${title} · 字帖`} fields={['姓名', '日期']} />}
          {page.map((c) => (
            <div
              key={c.char}
              className="yw-bpcy-zt"
              // The block is exactly as tall as the layout counted it, so a page never overflows.
              style={{ height: `${zitieBlockMm(c.strokes) - ZITIE.blockGapMm}mm` }}
              data-testid="print-zitie-char"
              data-char={c.char}
            >
              <div className="yw-bpcy-zt__head">
                <TianCell className="yw-bpcy-zt__model">
                  <span className="yw-kai">{c.char}</span>
                </TianCell>
                <div className="yw-bpcy-zt__info">
                  <p className="yw-bpcy-zt__pinyin">
                    {c.pinyin}
                    {c.strokes > 0 ? ` · ${c.strokes} 画` : ''}
                  </p>
                  {c.strokes > 0 ? (
                    <StrokeFrames strokes={strokes.get(c.char) ?? []} />
                  ) : (
                    <p className="yw-bpcy-zt__none">这个字暂时没有笔顺图。</p>
                  )}
                </div>
              </div>
              {Array.from({ length: ZITIE.rows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed.
                <div key={row} className="yw-bpcy-zt__row">
                  {Array.from({ length: ZITIE.cellsPerRow }, (_, i) =>
                    row === 0 && i < ZITIE.tracedCells ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the cells are fixed.
                      <TianCell key={i} className={`yw-bpcy-zt__traced is-fade-${i}`}>
                        <span className="yw-kai">{c.char}</span>
                      </TianCell>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the cells are fixed.
                      <TianCell key={i} />
                    ),
                  )}
                </div>
              ))}
            </div>
          ))}
        </Sheet>
      ))}
    </>
  );
}

/** 听写纸: numbered pinyin over empty cells; then the answers on a page of their own. */
export function TingxieSheets({ title, words }: { title: string; words: readonly LessonWord[] }) {
  const { sheets, answers } = tingxiePages(words);
  return (
    <>
      {sheets.map((rows, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are made afresh from the same list.
        <Sheet key={`w${p}`} kind="tingxie">
          {p === 0 && <SheetHeader title={`${title} · 听写纸`} fields={['姓名', '日期', '得分']} />}
          {rows.map((row) => (
            <div key={row[0]?.number} className="yw-bpcy-tx__row">
              {row.map((item) => (
                <div key={item.number} className="yw-bpcy-tx__item" data-testid="print-tingxie-item">
                  <span className="yw-bpcy-tx__number">{item.number}.</span>
                  <span className="yw-bpcy-tx__word">
                    <span className="yw-bpcy-tx__pinyins">
                      {item.word.syllables.map((s, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: syllables keep their order.
                        <span key={i}>{s.pinyin}</span>
                      ))}
                    </span>
                    <span className="yw-bpcy-tx__cells">
                      {item.word.syllables.map((_, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per syllable.
                        <TianCell key={i} />
                      ))}
                    </span>
                  </span>
                </div>
              ))}
            </div>
          ))}
        </Sheet>
      ))}
      {answers.map((items, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are made afresh from the same list.
        <Sheet key={`a${p}`} kind="answers">
          {p === 0 && <SheetHeader title={`${title} · 听写答案`} fields={['批改人']} />}
          <ol className="yw-bpcy-tx__answers" data-testid="print-answers">
            {items.map((item) => (
              <li key={item.number}>
                <span className="yw-bpcy-tx__number">{item.number}.</span>
                <span className="yw-bpcy-tx__answer yw-kai">{item.word.word}</span>
                <span className="yw-bpcy-tx__answer-pinyin">{item.word.pinyin}</span>
              </li>
            ))}
          </ol>
        </Sheet>
      ))}
    </>
  );
}
