import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhone, IconVideo } from '@tabler/icons-react';
import type { Session } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { phoneAddress, webAddress } from '../scheduling/outside-address';

const ICON = { in_person: IconMapPin, video: IconVideo, phone: IconPhone } as const;

/**
 * Where the session happens: the place, the phone number, or the meeting link. The link opens in
 * the coach's browser and the number in what places calls (the window itself never navigates away).
 */
export function SessionPlace({ session }: { session: Pick<Session, 'type' | 'location'> }) {
  if (!session.location) return null;
  const Icon = ICON[session.type];
  const href = webAddress(session.location) ?? phoneAddress(session.location);
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
