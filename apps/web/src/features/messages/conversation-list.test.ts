import type { Conversation, SupportMessage } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { entries, type Shown } from './conversation-list.tsx';

const chat = (id: string, at: string | null) => ({ id, lastMessage: at ? { createdAt: at } : null }) as unknown as Conversation;
const thread = (id: string, at: string) => ({ id, lastActivityAt: at }) as unknown as SupportMessage;

const chats = [chat('quiet', null), chat('chat-9', '2026-11-29T09:00:00.000Z'), chat('chat-7', '2026-11-29T07:00:00.000Z')];
const support = [thread('support-8', '2026-11-29T08:00:00.000Z'), thread('support-10', '2026-11-29T10:00:00+00:00')];

describe('entries: chats and support threads by last activity', () => {
  it.each<[Shown, string[]]>([
    ['all', ['support-10', 'chat-9', 'support-8', 'chat-7', 'quiet']],
    ['chats', ['chat-9', 'chat-7', 'quiet']],
    ['support', ['support-10', 'support-8']],
  ])('%s', (shown, ids) => {
    const list = entries(chats, support, shown);
    expect(list.map((e) => e.id)).toEqual(ids);
    expect(list.every((e) => (e.kind === 'support') === e.id.startsWith('support'))).toBe(true);
  });
});
