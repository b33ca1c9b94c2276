import type { QuestionView } from '@trellis/core';
import { useCall } from '../../api/call';
import { QuestionItem } from './QuestionItem';
import { useProjectWrite } from '../../api/useProjectWrite';
import { BusyButton } from '../../ui/BusyButton';

/**
 * The project's visible questions (spec §2, §4 "Question"): each can be answered, re-answered or
 * deleted; 'Add Question' asks the server's engine for a new relevant one (add_question with only
 * project_id).
 */
export function QuestionsSection({
  projectId,
  questions,
}: {
  projectId: string;
  questions: QuestionView[];
}) {
  const call = useCall();
  const write = useProjectWrite(projectId);
  const adding = write.busy('add') !== undefined;

  const answer = (q: QuestionView, text: string) =>
    void write.run(q.id, 'answer', 'Failed to submit answer', () =>
      call('answer_question', { project_id: projectId, question_pk: q.id, answer: text }),
    );
  // The spec asks no confirmation for questions: a deleted one is easily asked again.
  const remove = (q: QuestionView) =>
    void write.run(q.id, 'delete', 'Delete question failed', () =>
      call('delete_vertex', { project_id: projectId, id: q.id, label: 'question' }),
    );
  const add = () =>
    void write.run('add', 'add', 'Add question failed', () =>
      call('add_question', { project_id: projectId }),
    );

  return (
    <section className="section" aria-labelledby="questions-title">
      <div className="section-head">
        <h2 id="questions-title">Questions</h2>
        <BusyButton
          type="button"
          className="button small"
          onClick={add}
          busy={adding}
          busyLabel="Adding…"
        >
          Add Question
        </BusyButton>
      </div>
      {questions.length === 0 ? (
        <p className="muted">No current questions</p>
      ) : (
        <ul className="question-list">
          {questions.map((q) => (
            <QuestionItem
              key={`${q.id}\u0000${q.answer}`}
              question={q}
              busy={write.busy(q.id)}
              onAnswer={(text) => answer(q, text)}
              onDelete={() => remove(q)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
