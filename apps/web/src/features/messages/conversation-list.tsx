import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CONTACT_CATEGORY_LABELS, type Conversation, type SupportMessage } from '@salon/shared';
import { useTranslation } from 'react-i18next';

/** One line of /admin/messages: a chat, or a contact-us thread for support (holders of read_contact_messages). */
export type Entry =
  | { kind: 'chat'; id: string; at: string; conversation: Conversation }
  | { kind: 'support'; id: string; at: string; message: SupportMessage };
export type Shown = 'all' | 'chats' | 'support';

/** Chats and support threads together, newest activity first (a chat without messages last), as `shown` asks. */
export function entries(chats: Conversation[], support: SupportMessage[], shown: Shown): Entry[] {
  const list: Entry[] = [
    ...(shown === 'support'
      ? []
      : chats.map((c) => ({ kind: 'chat' as const, id: c.id, at: c.lastMessage?.createdAt ?? '', conversation: c }))),
    ...(shown === 'chats' ? [] : support.map((m) => ({ kind: 'support' as const, id: m.id, at: m.lastActivityAt, message: m }))),
  ];
  return list.sort((a, b) => (a.at === b.at ? 0 : new Date(b.at || 0).getTime() - new Date(a.at || 0).getTime()));
}

/** All / Chats / Support, for those who see support threads. */
export function ShownFilter({ value, onChange }: { value: Shown; onChange: (next: Shown) => void }) {
  const { t } = useTranslation('messages');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      fullWidth
      value={value}
      onChange={(_e, next: Shown | null) => next && onChange(next)}
      aria-label={t('show')}
      sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToggleButton value="all">{t('showAll')}</ToggleButton>
      <ToggleButton value="chats">{t('showChats')}</ToggleButton>
      <ToggleButton value="support">{t('showSupport')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

function UnreadChip({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  return count > 0 ? <Chip size="small" color="primary" label={count} aria-label={t('unread', { count })} /> : null;
}

const rowProps = (selected: boolean, onOpen: () => void, testId: string) => ({
  selected,
  onClick: onOpen,
  divider: true,
  'data-testid': testId,
  'aria-current': selected ? ('true' as const) : undefined,
});

export function ConversationRow({
  conversation: c,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('messages');
  const last = c.lastMessage;
  const text = last?.body || (last?.attachments.length ? t('filesSent', { count: last.attachments.length }) : '');
  const preview = last ? (last.deletedAt ? t('deleted') : `${last.authorName.split(' ')[0]}: ${text}`) : t('noMessages');
  return (
    <ListItemButton {...rowProps(selected, onOpen, 'conversation-row')}>
      <ListItemText
        primary={c.title}
        secondary={preview}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: c.unread ? 700 : 400 } }, secondary: { noWrap: true } }}
        sx={{ minWidth: 0, mr: 1 }}
      />
      <UnreadChip count={c.unread} />
    </ListItemButton>
  );
}

/** A contact-us thread: marked Support, its subject, who wrote (customer or staff), what about and which store. */
export function SupportRow({ message: m, selected, onOpen }: { message: SupportMessage; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation('messages');
  const { t: th } = useTranslation('help');
  const from = t('supportFrom', {
    name: m.fromName || th('fromCustomer'),
    source: m.source === 'staff' ? th('fromStaff') : th('fromCustomer'),
  });
  return (
    <ListItemButton {...rowProps(selected, onOpen, 'support-row')}>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <SupportAgentOutlined color="secondary" titleAccess={t('kind.support')} />
      </ListItemIcon>
      <ListItemText
        primary={`${t('kind.support')}: ${m.subject}`}
        secondary={[from, CONTACT_CATEGORY_LABELS[m.category], m.storeName].filter(Boolean).join(' · ')}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: m.unread ? 700 : 400 } }, secondary: { noWrap: true } }}
        sx={{ minWidth: 0, mr: 1 }}
      />
      <UnreadChip count={m.unread} />
    </ListItemButton>
  );
}
