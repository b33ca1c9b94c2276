import { LIMITS } from '@trellis/core';
import type { NodeProps } from '@xyflow/react';
import { memo, useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { BusyButton } from '../../ui/BusyButton';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import type { CardNode } from '../canvas/types';
import { CardFrame } from './CardFrame';
import { CollapseToggle } from './CollapseToggle';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A question (24rem): the answer is typed on the card. Save Answer shows only while the trimmed
 * draft is new; once saved, the card reads Answered and folds to the question and its answer.
 */
export const QuestionCard = memo(function QuestionCard({
  id,
  data,
  selected,
}: NodeProps<CardNode>) {
  const { node } = data;
  const actions = useCanvasActions();
  const collapsed = useCanvasStore((s) => s.collapsed.has(id));
  const questionId = useId();
  const question = text(node.attributes.text).trim() || node.name;
  const nodeAnswer = text(node.attributes.answer);
  // What this card saved, until the canvas hands over a node carrying a newer answer.
  const [justSaved, setJustSaved] = useState<{ over: string; answer: string } | null>(null);
  const saved = justSaved && justSaved.over === nodeAnswer ? justSaved.answer : nodeAnswer;
  const [draft, setDraft] = useState(nodeAnswer);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answered = node.attributes.answered === true || saved.trim() !== '';
  const trimmed = draft.trim();
  const changed = trimmed !== '' && trimmed !== saved.trim();

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await actions.answerQuestion(node, trimmed);
      setJustSaved({ over: nodeAnswer, answer: trimmed });
      setDraft(trimmed);
      useCanvasStore.getState().toggleCollapsed(id, true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CardFrame
      data={data}
      selected={selected}
      title={question}
      titleId={questionId}
      headerEnd={
        <>
          {answered ? <span className="badge node-card-badge">Answered</span> : null}
          <CollapseToggle id={id} title={question} collapsed={collapsed} />
        </>
      }
    >
      {collapsed ? (
        saved.trim() !== '' ? (
          <p className="node-card-answer-text">{saved}</p>
        ) : null
      ) : (
        <>
          <textarea
            className="textarea node-card-answer nodrag nowheel"
            aria-labelledby={questionId}
            placeholder="Your answer"
            rows={3}
            maxLength={LIMITS.answerLength}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          {changed || busy ? (
            <div className="node-card-actions">
              <BusyButton
                className="button small nodrag"
                busy={busy}
                busyLabel="Saving…"
                onClick={() => void save()}
              >
                Save Answer
              </BusyButton>
            </div>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="alert node-card-error">
          {error}
        </p>
      ) : null}
    </CardFrame>
  );
});
