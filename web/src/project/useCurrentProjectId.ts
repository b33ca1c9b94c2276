import { useParams } from 'react-router';
import { useSelection } from '../state/selection';

/** The project a page is about: the one in its URL, else the selected one, else null. */
export function useCurrentProjectId(): string | null {
  const { projectId } = useParams();
  const selected = useSelection((s) => s.projectId);
  return projectId ?? selected;
}
