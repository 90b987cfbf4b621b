import { stageAppearance, type PipelineStage } from '@tenderlens/domain';
import { Tag } from '@tenderlens/ui';

/** An opportunity's stage with its workflow colour and icon ('No stage' when it has none). */
export function StageTag({ stage }: { stage: Pick<PipelineStage, 'name' | 'color' | 'iconName'> | null }) {
  const { tone, icon } = stageAppearance(stage);
  return (
    <Tag tone={tone} icon={icon}>
      {stage?.name ?? 'No stage'}
    </Tag>
  );
}
