import { ActionIcon, Group, Paper, SegmentedControl, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconLock, IconTrash, IconUsers } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_TITLE_MAX, type NoteSection } from '../../../shared/contract';
import { RichTextField } from './RichTextField';

interface Props {
  section: NoteSection;
  /** Only what changed: the section's text is newer in the editor than in `section`. */
  onChange(id: string, change: Partial<NoteSection>): void;
  onRemove?(id: string): void;
  onBlur(): void;
  autoFocus?: boolean;
}

/** A section's heading, its private/shareable switch, and its text. Re-renders only when they change. */
export const SectionCard = memo(function SectionCard({ section, onChange, onRemove, onBlur, autoFocus }: Props) {
  const { t } = useTranslation();
  const heading = section.title || t('notes.untitledSection');
  return (
    <Paper withBorder p="sm" component="section" aria-label={heading} data-testid="note-section" data-shareable={section.shareable}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            variant="unstyled"
            size="md"
            fw={600}
            value={section.title}
            maxLength={NOTE_TITLE_MAX}
            placeholder={t('notes.untitledSection')}
            aria-label={t('notes.sectionTitle')}
            onChange={(event) => onChange(section.id, { title: event.currentTarget.value })}
            onBlur={onBlur}
            styles={{ input: { fontWeight: 600 } }}
          />
          <SegmentedControl
            size="xs"
            value={section.shareable ? 'shareable' : 'private'}
            onChange={(value) => onChange(section.id, { shareable: value === 'shareable' })}
            aria-label={t('notes.visibility', { section: heading })}
            data={[
              { value: 'private', label: <VisibilityLabel icon={<IconLock size={14} />} text={t('notes.private')} /> },
              { value: 'shareable', label: <VisibilityLabel icon={<IconUsers size={14} />} text={t('notes.shareable')} /> },
            ]}
          />
          {onRemove && (
            <Tooltip label={t('notes.removeSection')}>
              <ActionIcon variant="subtle" color="gray" onClick={() => onRemove(section.id)} aria-label={t('notes.removeSectionNamed', { section: heading })}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <RichTextField content={section.content} label={heading} onChange={(content) => onChange(section.id, { content })} onBlur={onBlur} autoFocus={autoFocus} />
      </Stack>
    </Paper>
  );
});

function VisibilityLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
