import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { zId, zText, zUrl } from './define-call.ts';

/**
 * Console calls of the channels group (issue 17 item 5): advertising channels (create, ban, where a banned one
 * sends its visitors: linkUrl) and each channel's ad links with the landing template they open.
 */

const zCode = () =>
  zText(32)
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9_-]+$/, '只能填字母、数字、_ 或 -');

export const ZConsoleChannel = z.object({
  channel: z.string(),
  subChannel: z.string(),
  name: z.string(),
  banned: z.boolean(),
  linkUrl: z.string().nullable(),
  links: z.array(
    z.object({
      id: z.number(),
      pageTemplateId: z.number(),
      templateName: z.string(),
      chainType: z.string(),
      /** The ad's address: the landing with this template, channel and chain type. */
      url: z.string(),
    }),
  ),
});

export const consoleChannelList = defineConsoleCall({
  name: 'consoleChannelList',
  summary: '渠道列表（含封禁状态、跳转地址、各投放链接及其落地页模板）',
  method: 'GET',
  path: '/admin/api/channels/list',
  request: z.object({}).strict(),
  response: z.object({
    list: z.array(ZConsoleChannel),
    templates: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

export const consoleChannelSave = defineConsoleCall({
  name: 'consoleChannelSave',
  summary: '新建或修改渠道：名称、封禁、封禁后的跳转地址 linkUrl',
  method: 'POST',
  path: '/admin/api/channels/save',
  request: z
    .object({
      channel: zCode(),
      subChannel: zCode(),
      name: zText(40).trim().min(1),
      banned: z.boolean().default(false),
      linkUrl: zUrl().nullable().default(null),
    })
    .strict(),
  response: z.object({ channel: ZConsoleChannel }),
});

export const consoleChannelLinkCreate = defineConsoleCall({
  name: 'consoleChannelLinkCreate',
  summary: '为渠道新增投放链接：选择落地页模板与链路类型',
  method: 'POST',
  path: '/admin/api/channels/link/create',
  request: z
    .object({
      channel: zCode(),
      subChannel: zCode(),
      pageTemplateId: zId(),
      chainType: zText(16)
        .trim()
        .regex(/^[A-Za-z0-9_-]*$/, '只能填字母、数字、_ 或 -')
        .default(''),
    })
    .strict(),
  response: z.object({ channel: ZConsoleChannel }),
});

export const CONSOLE_CHANNEL_CALLS = [
  consoleChannelList,
  consoleChannelSave,
  consoleChannelLinkCreate,
] as const;
