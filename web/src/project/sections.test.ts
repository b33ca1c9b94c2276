import { describe, expect, it } from 'vitest';
import { sectionOf, sectionPath } from './sections';

describe('sections', () => {
  it('reads the section and project id from a path', () => {
    expect(sectionOf('/workspace/p%201')).toEqual({ section: 'workspace', projectId: 'p 1' });
    expect(sectionOf('/projects/manage')).toEqual({ section: 'manage', projectId: null });
    expect(sectionOf('/projects/requests/abc/')).toEqual({ section: 'requests', projectId: 'abc' });
    expect(sectionOf('/projects/types')).toEqual({ section: 'schemas', projectId: null });
    expect(sectionOf('/projects/create')).toEqual({ section: null, projectId: null });
    expect(sectionOf('/themes')).toEqual({ section: null, projectId: null });
  });

  it('builds paths that round-trip odd ids', () => {
    const id = 'a/b c?';
    expect(sectionOf(sectionPath('schemas', id))).toEqual({ section: 'schemas', projectId: id });
    expect(sectionPath('workspace', null)).toBe('/workspace');
  });
});
