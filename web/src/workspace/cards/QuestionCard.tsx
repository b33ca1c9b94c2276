import { LIMITS, questionsOf } from '@trellis/core';
import type { NodeProps } from '@xyflow/react';
import { memo, useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { BusyButton } from '../../ui/BusyButton';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import type { CardNode } from '../canvas/types';
import { CardFrame } from './CardFrame';
import { CollapseToggle } from './CollapseToggle';

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
  // Read as every page reads a question (core's questionsOf). The canvas draws a question card
  // only for a question on show, which questionsOf lists; anything else reads as unanswered.
  // An answer saved here comes back at once: answerQuestion puts the saved node in the graph.
  const {
    text: question,
    answer: saved,
    answered,
  } = questionsOf({ nodes: [node] })[0] ?? { text: node.name, answer: '', answered: false };
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const trimmed = draft.trim();
  const changed = trimmed !== '' && trimmed !== saved.trim();

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await actions.answerQuestion(node, trimmed);
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
