import { z } from 'zod';
import type { ArrowActivityInput } from '../arrow-diagram';
import { NodeId, NodeText } from './outline';

// An arrow diagram file keeps the activities as typed; the schedule (scheduleArrowDiagram) is computed from them.

export const ARROW_MAX_ACTIVITIES = 2_000;

export interface ArrowDiagramDoc {
  /** The time unit shown with durations, e.g. 天. */
  unit: string;
  activities: ArrowActivityInput[];
}

export const ArrowDiagramSchema: z.ZodType<ArrowDiagramDoc> = z.object({
  unit: z.string().trim().max(10, '时间单位不能超过10个字符'),
  activities: z
    .array(
      z.object({
        id: NodeId,
        name: NodeText,
        duration: z.number('工期须为数字').finite('工期须为数字').min(0, '工期不能为负数'),
        predecessors: z.array(NodeId),
      }),
    )
    .max(ARROW_MAX_ACTIVITIES, `作业不能超过${ARROW_MAX_ACTIVITIES}项`),
});
