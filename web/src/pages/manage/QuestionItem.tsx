import { LIMITS, type QuestionView } from '@trellis/core';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../ui/BusyButton';

export interface QuestionItemProps {
  question: QuestionView;
  /** The write running on this question ('answer' or 'delete'), if any. */
  busy: string | undefined;
  onAnswer(answer: string): void;
  onDelete(): void;
}

/**
 * One question (spec §2): its text labels an answer box; 'Submit Answer' (or 'Update Answer' once
 * answered) sends the trimmed answer and is disabled while it is blank (spec §5), 'Delete'
 * removes the question. The parent keys it by the saved answer, so the box restarts from what
 * the server holds after each answer.
 */
export function QuestionItem({ question, busy, onAnswer, onDelete }: QuestionItemProps) {
  const id = useId();
  const [draft, setDraft] = useState(question.answer);
  const answer = draft.trim();
  const verb = question.answered ? 'Update Answer' : 'Submit Answer';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (answer === '' || busy) return;
    onAnswer(answer);
  };

  return (
    <li className="question">
      <form className="question-form" onSubmit={onSubmit}>
        <label className="question-text" htmlFor={`${id}-answer`}>
          {question.text}
        </label>
        {question.answered && <span className="badge">Answered</span>}
        <textarea
          id={`${id}-answer`}
          className="textarea question-answer"
          rows={2}
          placeholder="Your answer"
          value={draft}
          maxLength={LIMITS.answerLength}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div className="row">
          <BusyButton
            type="submit"
            className="button small"
            aria-label={`${verb}: ${question.text}`}
            disabled={answer === '' || !!busy}
            busy={busy === 'answer'}
            busyLabel="Saving…"
          >
            {verb}
          </BusyButton>
          <BusyButton
            type="button"
            className="button small secondary"
            aria-label={`Delete question: ${question.text}`}
            onClick={onDelete}
            disabled={!!busy}
            busy={busy === 'delete'}
            busyLabel="Deleting…"
          >
            Delete
          </BusyButton>
        </div>
      </form>
    </li>
  );
}
