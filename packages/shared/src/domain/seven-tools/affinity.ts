import { z } from 'zod';
import { HexColor } from '../../contracts/statistics-config';
import { NodeId, NodeText } from './outline';

// An affinity diagram: the theme, cards grouped under header cards, and cards not sorted into a group yet.

export const AFFINITY_MAX_CARDS = 2_000;
export const AFFINITY_MAX_GROUPS = 200;

export interface AffinityCard {
  id: string;
  text: string;
}
export interface AffinityGroup {
  id: string;
  /** The header card's text. */
  header: string;
  color?: string | undefined;
  cards: AffinityCard[];
}
export interface AffinityDiagram {
  title: string;
  groups: AffinityGroup[];
  /** Cards in no group. */
  loose: AffinityCard[];
}

const Card = z.object({ id: NodeId, text: NodeText });

export const AffinityDiagramSchema: z.ZodType<AffinityDiagram> = z
  .object({
    title: NodeText,
    groups: z
      .array(z.object({ id: NodeId, header: NodeText, color: HexColor.optional(), cards: z.array(Card) }))
      .max(AFFINITY_MAX_GROUPS, `分组不能超过${AFFINITY_MAX_GROUPS}个`),
    loose: z.array(Card),
  })
  .superRefine((diagram, context) => {
    const ids = new Set<string>();
    let cards = diagram.loose.length;
    for (const group of diagram.groups) {
      cards += group.cards.length;
      for (const id of [group.id, ...group.cards.map((card) => card.id)]) {
        if (ids.has(id)) context.addIssue({ code: 'custom', message: `卡片 id 重复：${id}`, path: ['groups'] });
        ids.add(id);
      }
    }
    for (const card of diagram.loose) {
      if (ids.has(card.id)) context.addIssue({ code: 'custom', message: `卡片 id 重复：${card.id}`, path: ['loose'] });
      ids.add(card.id);
    }
    if (cards > AFFINITY_MAX_CARDS) {
      context.addIssue({ code: 'custom', message: `卡片不能超过${AFFINITY_MAX_CARDS}张`, path: ['groups'] });
    }
  });
