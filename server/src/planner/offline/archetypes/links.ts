/** Shorthands for the links of workstream items (`WorkItem.links`), for lists that share a label. */

/** A link from a workstream item: its label and the name of the item it points to. */
export type Link = [label: string, target: string];

/** One link with the same label to each target: `linksTo('attends', ceremony, dinner)`. */
export function linksTo(label: string, ...targets: readonly string[]): Link[] {
  return targets.map((target) => [label, target]);
}

/** The links when `condition` holds, none otherwise: `...linksIf(structural, ['requires', x])`. */
export function linksIf(condition: boolean, ...links: Link[]): Link[] {
  return condition ? links : [];
}
