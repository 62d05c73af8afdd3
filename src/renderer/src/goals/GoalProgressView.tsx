import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoalSummary } from '../../../shared/contract';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';
import { measure } from './measure';

/**
 * A goal's progress as a bar (clamped to 0–100 %) and words that tell the whole truth: how
 * far beyond the target, or behind the start, and where the starting point came from.
 */
export function GoalProgressView({ goal, compact = false }: { goal: GoalSummary; compact?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { progress, metric } = goal;
  const milestones = goal.milestoneCount.total > 0 ? t('goals.milestonesDone', { done: format.number(goal.milestoneCount.done), total: format.number(goal.milestoneCount.total) }) : null;
  const rating = goal.latestRating !== null ? t('goals.progress.rating', { rating: format.number(goal.latestRating) }) : null;

  if (!metric || progress.fraction === null || progress.latest === null) {
    const words = format.parts(metric && t('goals.progress.none'), rating, milestones);
    return words ? (
      <Text size="sm" c="dimmed">
        {words}
      </Text>
    ) : null;
  }

  const unit = metric.unit;
  const notes = [
    progress.beyondTarget > 0 ? <Sentence k="goals.progress.beyond" values={{ amount: measure(format, progress.beyondTarget, unit) }} /> : null,
    progress.fraction < 0 ? t('goals.progress.behind') : null,
    !compact && progress.baselineSource === 'firstCheckIn' ? <Sentence k="goals.progress.fromFirstCheckIn" values={{ baseline: measure(format, progress.baseline!, unit) }} /> : null,
    !compact ? rating : null,
    !compact ? milestones : null,
  ].filter(Boolean);

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          <Sentence k="goals.progress.ofTarget" values={{ latest: measure(format, progress.latest, unit), target: measure(format, metric.target, unit) }} />
        </Text>
        <Text size="sm" fw={600}>
          {format.percent((progress.percent ?? 0) / 100)}
        </Text>
      </Group>
      <Progress value={progress.percent ?? 0} color={progress.reached ? 'teal' : 'blue'} aria-label={t('goals.progress.label', { title: goal.title })} />
      {notes.map((note, i) => (
        <Text key={i} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
