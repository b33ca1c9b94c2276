import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startWithProject } from './harness';

describe.each(BACKENDS)('questions and goals on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;
  beforeAll(async () => {
    ({ server, user: ann, project } = await startWithProject(backend, 'write a PhD thesis'));
  });
  afterAll(() => server.close());

  it('add_question adds a new question each time, into the Questions group', async () => {
    const before = (
      await ann.call('get_group_members', { project_id: project, group_label: 'questions' })
    ).body.result.nodes.length;
    const first = await ann.call('add_question', { project_id: project });
    const second = await ann.call('add_question', { project_id: project });
    expect(first.status).toBe(200);
    expect(first.body.result.node.name).not.toBe(second.body.result.node.name);
    expect(first.body.result.node.name.trim()).not.toBe('');
    const typed = await ann.call('add_question', {
      project_id: project,
      text: 'Which university?',
    });
    expect(typed.body.result.node).toMatchObject({
      label: 'question',
      attributes: { answered: false, text: 'Which university?' },
    });
    const members = await ann.call('get_group_members', {
      project_id: project,
      group_label: 'questions',
    });
    expect(members.body.result.nodes).toHaveLength(before + 3);
    const dup = await ann.call('add_question', { project_id: project, text: 'which university?' });
    expect(dup.status).toBe(409);
  });

  it('answer_question trims the answer and marks the question answered', async () => {
    const q = (await ann.call('add_question', { project_id: project, text: 'What field?' })).body
      .result.node;
    const res = await ann.call('answer_question', {
      project_id: project,
      question_pk: q.id,
      answer: '  Marine biology \n',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.node.attributes).toMatchObject({
      answer: 'Marine biology',
      answered: true,
    });
    const update = await ann.call('answer_question', {
      project_id: project,
      question_pk: q.id,
      answer: 'Ecology',
    });
    expect(update.body.result.node.attributes.answer).toBe('Ecology');
    const blank = await ann.call('answer_question', {
      project_id: project,
      question_pk: q.id,
      answer: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details[0]?.path).toBe('answer');
  });

  it('answer_question answers 404 for a vertex that is not a question', async () => {
    const res = await ann.call('answer_question', {
      project_id: project,
      question_pk: 'node-type.concept',
      answer: 'x',
    });
    expect(res.status).toBe(404);
    const node = await ann.call('get_node', {
      project_id: project,
      primary_key: 'node-type.concept',
    });
    expect(node.body.result.node.attributes.answer).toBeUndefined();
  });

  it('add_goal adds goals with a priority, medium by default', async () => {
    const named = await ann.call('add_goal', {
      project_id: project,
      name: 'Submit by May',
      priority: 'high',
    });
    expect(named.body.result.node).toMatchObject({
      label: 'goal',
      name: 'Submit by May',
      attributes: { priority: 'high' },
    });
    const plain = await ann.call('add_goal', { project_id: project });
    expect(plain.body.result.node).toMatchObject({
      name: 'Goal 2',
      attributes: { priority: 'medium' },
    });
    const bad = await ann.call('add_goal', { project_id: project, priority: 'urgent' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]?.path).toBe('priority');
  });

  it('a deleted Goals group is re-created, with its goals, when a goal is added', async () => {
    await ann.call('delete_vertex', { project_id: project, id: `${project}_Goals` });
    const res = await ann.call('add_goal', { project_id: project, name: 'Publish a paper' });
    expect(res.status).toBe(200);
    const members = await ann.call('get_group_members', {
      project_id: project,
      group_label: 'goals',
    });
    expect(members.body.result.nodes.map((n: { name: string }) => n.name)).toEqual([
      'Submit by May',
      'Goal 2',
      'Publish a paper',
    ]);
  });
});
