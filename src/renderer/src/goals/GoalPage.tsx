import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { GoalDetail } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { templatesQuery } from '../assessments/queries';
import { useAssessmentNames } from '../assessments/useAssessmentNames';
import { errorText } from '../i18n/error-text';
import { SettingsSection } from '../settings/SettingsSection';
import { GoalChart } from './charts/GoalChart';
import { CheckInForm } from './CheckInForm';
import { ConfirmAction } from '../components/ConfirmAction';
import { CheckInList } from './CheckInList';
import { GoalStatusBadge, StaleBadge } from './GoalBadges';
import { GoalFormModal } from './GoalFormModal';
import { GoalProgressView } from './GoalProgressView';
import { LinkedActions, LinkedSessions } from './LinkedItems';
import { MilestoneList } from './MilestoneList';
import { BackLink } from '../components/BackLink';
import { Sentence } from '../components/Sentence';
import { UserText } from '../components/UserText';
import { goalQuery } from './queries';
import { useFormatters } from '../i18n/useFormatters';
import { PAGE_GRID } from '../components/page-grid';

/** One goal: progress and its full chart, check-ins, milestones, linked sessions and actions. */
export function GoalPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: goal, error } = useQuery({ ...goalQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (error) return <Alert color="red">{errorText(t, error)}</Alert>;
  if (!goal) return null;
  return <GoalView goal={goal} />;
}

function GoalView({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [editing, edit] = useDisclosure();
  const area = useAreaName(goal);
  return (
    <Stack gap="lg">
      <BackLink to="/goals">{t('goals.page.back')}</BackLink>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              <UserText>{goal.title}</UserText>
            </Title>
            <GoalStatusBadge status={goal.status} />
            {goal.stale && <StaleBadge days={goal.daysSinceCheckIn} />}
          </Group>
          <Text c="dimmed">
            <Anchor component={Link} to={`/clients/${goal.clientId}`} underline="always">
              <UserText>{goal.clientName}</UserText>
            </Anchor>
            {goal.targetDate && format.separator + t('goals.page.by', { date: format.date(goal.targetDate, 'medium') })}
            {area && (
              <>
                {format.separator}
                <Sentence k="goals.page.area" values={{ area }} />
              </>
            )}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
            {t('goals.page.edit')}
          </Button>
          <DeleteGoalButton goal={goal} />
        </Group>
      </Group>
      {goal.why && (
        <SettingsSection title={t('goals.page.why')}>
          <UserText block style={{ whiteSpace: 'pre-wrap' }}>
            {goal.why}
          </UserText>
        </SettingsSection>
      )}
      <Grid {...PAGE_GRID} gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SettingsSection title={t('goals.page.progress')}>
              <GoalProgressView goal={goal} />
              <GoalChart goal={goal} />
            </SettingsSection>
            <SettingsSection title={t('goals.checkIn.add')}>
              <CheckInForm goal={goal} />
            </SettingsSection>
            <SettingsSection title={t('goals.checkIn.title')}>
              <CheckInList goal={goal} />
            </SettingsSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SettingsSection title={t('goals.milestones.title')}>
              <MilestoneList goal={goal} />
            </SettingsSection>
            <SettingsSection title={t('goals.links.sessions')}>
              <LinkedSessions goal={goal} />
            </SettingsSection>
            <SettingsSection title={t('goals.links.actions')}>
              <LinkedActions goal={goal} />
            </SettingsSection>
          </Stack>
        </Grid.Col>
      </Grid>
      <GoalFormModal opened={editing} onClose={edit.close} goal={goal} />
    </Stack>
  );
}

function useAreaName(goal: GoalDetail): string | null {
  const names = useAssessmentNames();
  const { data: templates } = useQuery({ ...templatesQuery, enabled: goal.area !== null });
  if (!goal.area) return null;
  const template = templates?.find((x) => x.id === goal.area!.templateId);
  const area = template?.areas.find((a) => a.key === goal.area!.areaKey) ?? { key: goal.area.areaKey, label: null };
  return names.area(area);
}

function DeleteGoalButton({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmAction
      trigger={(open) => (
        /* Light, as the app's other delete buttons (Empty trash): a subtle red button is near-white words on nothing in the dark theme. */
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={open}>
          {t('goals.page.delete')}
        </Button>
      )}
      title={t('goals.page.delete')}
      message={<Sentence k="goals.page.deleteConfirm" values={{ title: goal.title }} />}
      confirmLabel={t('goals.page.delete')}
      action={() => call('goals.delete', { id: goal.id })}
      onDone={() => {
        queryClient.removeQueries({ queryKey: goalQuery(goal.id).queryKey });
        void queryClient.invalidateQueries({ queryKey: ['goals.list'] });
        void queryClient.invalidateQueries({ queryKey: ['assessments.compare'] });
        navigate('/goals');
      }}
    />
  );
}
