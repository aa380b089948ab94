// A home post's priority (spec 02 §2): 1-2 high, 3-4 medium, 5 low, with the labels 1 Highest ... 5 Lowest.
import { POST_PRIORITY_LABELS } from '../../../../shared/constants';

export const postPriorityLevel = (priority: number): 'high' | 'medium' | 'low' => (priority <= 2 ? 'high' : priority <= 4 ? 'medium' : 'low');

export function PostPriorityBadge({ priority }: { priority: number }) {
  return (
    <span className={`dash-badge dash-badge--${postPriorityLevel(priority)}`} data-level={postPriorityLevel(priority)}>
      Priority {POST_PRIORITY_LABELS[priority] ?? priority}
    </span>
  );
}
