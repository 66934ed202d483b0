// Which help topic explains the screen at `pathname`: the topics list their screens as route
// paths (front matter `screens:`). A screen listed exactly wins; otherwise the longest listed
// path that `pathname` lies under (an e-mail campaign's page is under the e-mail screen). The
// dashboard's path is the signed-in area's root, so it only ever matches exactly.
import { matchPath } from 'react-router';
import type { HelpTopicSummary } from '@portal/shared';
import { PATHS } from '../../config/paths';

export function findScreenTopic(
  topics: readonly HelpTopicSummary[],
  pathname: string,
): HelpTopicSummary | undefined {
  const screens = topics.filter((topic) => topic.kind === 'screen');
  const exact = screens.find((topic) =>
    topic.screens.some((path) => matchPath({ path, end: true }, pathname)),
  );
  if (exact) return exact;
  let best: { topic: HelpTopicSummary; length: number } | undefined;
  for (const topic of screens) {
    for (const path of topic.screens) {
      if (path === PATHS.app || !matchPath({ path, end: false }, pathname)) continue;
      if (!best || path.length > best.length) best = { topic, length: path.length };
    }
  }
  return best?.topic;
}
