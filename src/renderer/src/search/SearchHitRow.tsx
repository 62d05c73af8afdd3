import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchHit, SnippetPart } from '../../../shared/contract';
import { Separator } from '../components/Separator';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';

/** A hit: what it is and whose, with the words found highlighted in the coach's own text. */
export function SearchHitRow({ hit, active, onOpen, onHover }: { hit: SearchHit; active: boolean; onOpen(): void; onHover(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const date = hit.date ? (hit.date.length === 10 ? format.date(hit.date, 'medium') : format.date(hit.date, 'medium')) : null;
  const title = hit.kind === 'client' ? hit.title : hit.title || (hit.kind === 'session_note' ? t('search.sessionNote') : t('search.journalEntry'));
  // A match in the title itself (an action item, a name) is highlighted there, not repeated below.
  const inTitle = hit.snippet.map((part) => part.text).join('') === title;
  // On the chosen row's tint the secondary grey read at about 3:1 in the dark theme: it takes the text's colour there.
  const secondary = active ? undefined : 'dimmed';
  return (
    <UnstyledButton
      onClick={onOpen}
      onMouseEnter={onHover}
      role="option"
      aria-selected={active}
      data-testid="search-hit"
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-sm)', background: active ? 'var(--mantine-primary-color-light)' : undefined, display: 'block', width: '100%' }}
    >
      <Stack gap={2}>
        <Group gap={0} wrap="nowrap">
          <Text size="sm" fw={600} dir="auto" truncate>
            {inTitle ? <Highlighted parts={hit.snippet} /> : title}
          </Text>
          {hit.kind !== 'client' && (
            <Text size="xs" c={secondary} truncate>
              <Separator />
              <UserText>{hit.clientName}</UserText>
            </Text>
          )}
          {date && (
            <Text size="xs" c={secondary}>
              <Separator />
              {date}
            </Text>
          )}
        </Group>
        {!inTitle && (
          <Text size="xs" c={secondary} dir="auto" lineClamp={2}>
            <Highlighted parts={hit.snippet} />
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}

function Highlighted({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className="search-match">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
