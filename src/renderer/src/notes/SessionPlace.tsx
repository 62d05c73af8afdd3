import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhone, IconVideo } from '@tabler/icons-react';
import type { Session } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { webAddress } from '../scheduling/web-address';

const ICON = { in_person: IconMapPin, video: IconVideo, phone: IconPhone } as const;

/**
 * Where the session happens: the place, the phone number, or the meeting link, which opens in
 * the coach's browser (the window itself never navigates away).
 */
export function SessionPlace({ session }: { session: Pick<Session, 'type' | 'location'> }) {
  if (!session.location) return null;
  const Icon = ICON[session.type];
  const href = webAddress(session.location);
  return (
    <Group gap={6} wrap="nowrap" data-testid="session-place">
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      {href ? (
        <Anchor href={href} target="_blank" rel="noreferrer" size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {session.location}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <UserText>{session.location}</UserText>
        </Text>
      )}
    </Group>
  );
}
