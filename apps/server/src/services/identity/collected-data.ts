// Over 300 lines: one reader per privacy category (entries and the full item) side by side, so a category's list and its item stay in step.
import type { PrivacyCategoryKey } from '@course/contracts/identity-privacy';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { maskName, maskPhone } from '@course/domain/masking';
import { formatPrice } from '@course/domain/price';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import {
  contestUploads,
  courses,
  customerFeedback,
  customerProfiles,
  customers,
  learnRecords,
  orders,
  sections,
  shellAppLaunches,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The learner's own personal information actually held, per category of the collected list (collectedListDetail
 * and its item page). Every query is scoped to the signed-in learner; phones and names are masked.
 */

export type CollectedEntry = { id: string; title: string; subtitle: string; collectedAt: string | null };
export type CollectedField = { label: string; value: string };
export type CollectedItem = { title: string; collectedAt: string | null; fields: CollectedField[] };

/** How many entries the detail page lists (newest first); the count is always the full number. */
export const ENTRY_LIMIT = 100;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const when = (d: Date | null | undefined) => (d ? formatBeijingDateTime(d) : '—');
const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

const ORDER_STATUS_TEXT: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};
const FEEDBACK_TYPE_TEXT: Record<string, string> = {
  course: '课程问题',
  order: '订单问题',
  account: '账号问题',
  suggestion: '意见建议',
  other: '其他',
};
/** payType as the pay config numbers it (packages/domain/src/pay-methods.ts PayTypes). */
const PAY_TYPE_TEXT: Record<number, string> = {
  11: '微信支付',
  15: '微信支付',
  21: '支付宝',
  22: '支付宝分期',
  31: '京东支付',
};
const UPLOAD_KIND_TEXT: Record<string, string> = { image: '图片', audio: '音频', video: '视频' };
const COUNT_UNIT: Record<PrivacyCategoryKey, string> = {
  profile: '项账号资料',
  identity: '项身份信息',
  device: '条启动报告',
  orders: '笔订单',
  learning: '条学习记录',
  media: '个上传文件',
  feedback: '条反馈',
};

export const countText = (key: PrivacyCategoryKey, n: number) => `${n} ${COUNT_UNIT[key]}`;

async function countOf(db: AppDb, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** A numeric entry id, or not found (ids are per category; another learner's id is not found either). */
function rowId(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw notFound('信息');
  return Number(id);
}

async function customerWithProfile(db: AppDb, customerId: number) {
  const [row] = await db
    .select({ customer: customers, profile: customerProfiles })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw notFound('账号');
  return row;
}

const GENDER_TEXT: Record<string, string> = { male: '男', female: '女' };

function profileItem(row: Awaited<ReturnType<typeof customerWithProfile>>): CollectedItem {
  const { customer, profile } = row;
  return {
    title: '账号资料',
    collectedAt: iso(customer.createdAt),
    fields: [
      { label: '昵称', value: text(customer.nickname) },
      { label: '头像', value: customer.avatarUrl ? '已保存（微信头像）' : '—' },
      { label: '学号', value: text(customer.learnNumber) },
      { label: '性别', value: text(profile?.gender ? GENDER_TEXT[profile.gender] : null) },
      { label: '生日', value: text(profile?.birthday) },
      { label: '地区', value: text([profile?.province, profile?.city].filter(Boolean).join(' ')) },
      { label: '注册时间', value: when(customer.createdAt) },
    ],
  };
}

function identityItems(
  row: Awaited<ReturnType<typeof customerWithProfile>>,
): (CollectedEntry & CollectedItem)[] {
  const { customer, profile } = row;
  const items: (CollectedEntry & CollectedItem)[] = [];
  if (customer.mobile) {
    const masked = maskPhone(customer.mobile);
    items.push({
      id: 'mobile',
      title: '手机号',
      subtitle: masked,
      collectedAt: iso(customer.updatedAt),
      fields: [
        { label: '手机号', value: masked },
        { label: '用途', value: '登录、订单通知、找回账号' },
        { label: '最近更新', value: when(customer.updatedAt) },
      ],
    });
  }
  if (profile?.realName) {
    const masked = maskName(profile.realName);
    items.push({
      id: 'realName',
      title: '姓名',
      subtitle: masked,
      collectedAt: iso(profile.updatedAt),
      fields: [
        { label: '姓名', value: masked },
        { label: '最近更新', value: when(profile.updatedAt) },
      ],
    });
  }
  return items;
}

const mine = (column: PgColumn, customerId: number) => eq(column, customerId);

/** The category's entries (newest first, at most ENTRY_LIMIT) and the full count. */
export async function collectedEntries(
  db: AppDb,
  key: PrivacyCategoryKey,
  customerId: number,
): Promise<{ count: number; entries: CollectedEntry[] }> {
  switch (key) {
    case 'profile': {
      const row = await customerWithProfile(db, customerId);
      return {
        count: 1,
        entries: [
          {
            id: 'profile',
            title: '账号资料',
            subtitle: text(row.customer.nickname),
            collectedAt: iso(row.customer.createdAt),
          },
        ],
      };
    }
    case 'identity': {
      const items = identityItems(await customerWithProfile(db, customerId));
      return { count: items.length, entries: items.map(({ fields: _f, ...e }) => e) };
    }
    case 'device': {
      const rows = await db
        .select()
        .from(shellAppLaunches)
        .where(mine(shellAppLaunches.customerId, customerId))
        .orderBy(desc(shellAppLaunches.createdAt), desc(shellAppLaunches.id))
        .limit(ENTRY_LIMIT);
      return {
        count: await countOf(db, shellAppLaunches, mine(shellAppLaunches.customerId, customerId)),
        entries: rows.map((r) => ({
          id: String(r.id),
          title: `${r.osName} ${r.osVersion} · ${r.deviceModel}`,
          subtitle: `App ${r.appVersion}`,
          collectedAt: iso(r.createdAt),
        })),
      };
    }
    case 'orders': {
      const rows = await db
        .select()
        .from(orders)
        .where(mine(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ENTRY_LIMIT);
      return {
        count: await countOf(db, orders, mine(orders.customerId, customerId)),
        entries: rows.map((r) => ({
          id: String(r.id),
          title: r.title,
          subtitle: `¥${formatPrice(r.payAmountCents)} · ${ORDER_STATUS_TEXT[r.status] ?? r.status}`,
          collectedAt: iso(r.createdAt),
        })),
      };
    }
    case 'learning': {
      const rows = await db
        .select({
          id: learnRecords.id,
          section: sections.title,
          course: courses.title,
          lastAt: learnRecords.lastAt,
          percent: learnRecords.maxPercent,
        })
        .from(learnRecords)
        .innerJoin(sections, eq(sections.id, learnRecords.sectionId))
        .innerJoin(courses, eq(courses.id, learnRecords.courseId))
        .where(mine(learnRecords.customerId, customerId))
        .orderBy(desc(learnRecords.lastAt), desc(learnRecords.id))
        .limit(ENTRY_LIMIT);
      return {
        count: await countOf(db, learnRecords, mine(learnRecords.customerId, customerId)),
        entries: rows.map((r) => ({
          id: String(r.id),
          title: r.section,
          subtitle: `${r.course} · 已学 ${r.percent}%`,
          collectedAt: iso(r.lastAt),
        })),
      };
    }
    case 'media': {
      const rows = await db
        .select()
        .from(contestUploads)
        .where(mine(contestUploads.customerId, customerId))
        .orderBy(desc(contestUploads.createdAt), desc(contestUploads.id))
        .limit(ENTRY_LIMIT);
      return {
        count: await countOf(db, contestUploads, mine(contestUploads.customerId, customerId)),
        entries: rows.map((r) => ({
          id: String(r.id),
          title: `${UPLOAD_KIND_TEXT[r.kind] ?? r.kind}文件`,
          subtitle: `${r.declaredType} · ${Math.ceil(r.size / 1024)} KB`,
          collectedAt: iso(r.createdAt),
        })),
      };
    }
    case 'feedback': {
      const rows = await db
        .select()
        .from(customerFeedback)
        .where(mine(customerFeedback.customerId, customerId))
        .orderBy(desc(customerFeedback.createdAt), desc(customerFeedback.id))
        .limit(ENTRY_LIMIT);
      return {
        count: await countOf(db, customerFeedback, mine(customerFeedback.customerId, customerId)),
        entries: rows.map((r) => ({
          id: String(r.id),
          title: FEEDBACK_TYPE_TEXT[r.type] ?? r.type,
          subtitle: r.content.length > 30 ? `${r.content.slice(0, 30)}…` : r.content,
          collectedAt: iso(r.createdAt),
        })),
      };
    }
  }
}

/** One entry in full; an id that is not the learner's is not found. */
export async function collectedItem(
  db: AppDb,
  key: PrivacyCategoryKey,
  customerId: number,
  id: string,
): Promise<CollectedItem> {
  switch (key) {
    case 'profile': {
      if (id !== 'profile') throw notFound('信息');
      return profileItem(await customerWithProfile(db, customerId));
    }
    case 'identity': {
      const found = identityItems(await customerWithProfile(db, customerId)).find((i) => i.id === id);
      if (!found) throw notFound('信息');
      return { title: found.title, collectedAt: found.collectedAt, fields: found.fields };
    }
    case 'device': {
      const [r] = await db
        .select()
        .from(shellAppLaunches)
        .where(and(eq(shellAppLaunches.id, rowId(id)), mine(shellAppLaunches.customerId, customerId)))
        .limit(1);
      if (!r) throw notFound('信息');
      const located = r.latitude !== null && r.longitude !== null;
      return {
        title: '启动报告',
        collectedAt: iso(r.createdAt),
        fields: [
          { label: '设备型号', value: r.deviceModel },
          { label: '系统', value: `${r.osName} ${r.osVersion}` },
          {
            label: '设备标识',
            value:
              r.deviceId.length > 8 ? `${r.deviceId.slice(0, 4)}****${r.deviceId.slice(-4)}` : r.deviceId,
          },
          { label: 'App 版本', value: r.appVersion },
          { label: '安装渠道', value: r.appChannel },
          {
            label: '位置',
            value: located ? `${r.latitude?.toFixed(2)}, ${r.longitude?.toFixed(2)}（已授权）` : '未授权',
          },
          { label: '上报时间', value: when(r.createdAt) },
        ],
      };
    }
    case 'orders': {
      const [r] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, rowId(id)), mine(orders.customerId, customerId)))
        .limit(1);
      if (!r) throw notFound('信息');
      const address = r.address
        ? `${maskName(r.address.receiver)} ${maskPhone(r.address.mobile)} ${r.address.province}${r.address.city}${r.address.district}`
        : '—';
      return {
        title: r.title,
        collectedAt: iso(r.createdAt),
        fields: [
          { label: '订单号', value: r.orderNo },
          { label: '商品', value: r.title },
          { label: '数量', value: String(r.quantity) },
          { label: '实付金额', value: `¥${formatPrice(r.payAmountCents)}` },
          { label: '订单状态', value: ORDER_STATUS_TEXT[r.status] ?? r.status },
          {
            label: '支付方式',
            value: r.payType === null ? '—' : (PAY_TYPE_TEXT[r.payType] ?? String(r.payType)),
          },
          { label: '收货信息', value: address },
          { label: '下单时间', value: when(r.createdAt) },
          { label: '支付时间', value: when(r.paidAt) },
        ],
      };
    }
    case 'learning': {
      const [r] = await db
        .select({ record: learnRecords, section: sections.title, course: courses.title })
        .from(learnRecords)
        .innerJoin(sections, eq(sections.id, learnRecords.sectionId))
        .innerJoin(courses, eq(courses.id, learnRecords.courseId))
        .where(and(eq(learnRecords.id, rowId(id)), mine(learnRecords.customerId, customerId)))
        .limit(1);
      if (!r) throw notFound('信息');
      return {
        title: r.section,
        collectedAt: iso(r.record.firstAt),
        fields: [
          { label: '课程', value: r.course },
          { label: '小节', value: r.section },
          { label: '最高进度', value: `${r.record.maxPercent}%` },
          { label: '播放位置', value: `${r.record.positionSec} 秒` },
          { label: '是否学完', value: r.record.isLearned ? '已学完' : '未学完' },
          { label: '首次学习', value: when(r.record.firstAt) },
          { label: '最近学习', value: when(r.record.lastAt) },
        ],
      };
    }
    case 'media': {
      const [r] = await db
        .select()
        .from(contestUploads)
        .where(and(eq(contestUploads.id, rowId(id)), mine(contestUploads.customerId, customerId)))
        .limit(1);
      if (!r) throw notFound('信息');
      return {
        title: `${UPLOAD_KIND_TEXT[r.kind] ?? r.kind}文件`,
        collectedAt: iso(r.createdAt),
        fields: [
          { label: '类型', value: r.declaredType },
          { label: '大小', value: `${Math.ceil(r.size / 1024)} KB` },
          { label: '状态', value: r.status },
          { label: '上传时间', value: when(r.createdAt) },
        ],
      };
    }
    case 'feedback': {
      const [r] = await db
        .select()
        .from(customerFeedback)
        .where(and(eq(customerFeedback.id, rowId(id)), mine(customerFeedback.customerId, customerId)))
        .limit(1);
      if (!r) throw notFound('信息');
      return {
        title: FEEDBACK_TYPE_TEXT[r.type] ?? r.type,
        collectedAt: iso(r.createdAt),
        fields: [
          { label: '类型', value: FEEDBACK_TYPE_TEXT[r.type] ?? r.type },
          { label: '内容', value: r.content },
          { label: '回复', value: text(r.reply) },
          { label: '提交时间', value: when(r.createdAt) },
        ],
      };
    }
  }
}
