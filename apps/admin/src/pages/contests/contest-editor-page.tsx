// Over 300 lines: one antd form for a contest's whole set-up (stages, eligibility, votes, prizes, rules), kept with its value mapping.
import {
  CONSOLE_CONTEST_BRANDS,
  consoleContestDetail,
  consoleContestList,
  consoleContestSave,
} from '@course/contracts/console-contests';
import { CONTEST_STAGES, type ContestConfig } from '@course/contracts/contests-activity';
import {
  App,
  Button,
  Card,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { useConsoleMutation, useConsoleQuery } from '../../api/use-console';
import { beijingPickerValue, pickerValueToInstant } from '../../components/beijing-time';
import { requiredText } from '../../ui/form-rules';
import { QueryState } from '../../ui/states';
import { FAMILY_NAMES, JUDGE_NAMES, STAGE_NAMES } from './contest-words';

type Values = {
  code: string;
  brand: (typeof CONSOLE_CONTEST_BRANDS)[number];
  family: keyof typeof FAMILY_NAMES;
  title: string;
  subtitle: string;
  judgeUserType: ContestConfig['judgeUserType'];
  entryKind: ContestConfig['entry']['kind'];
  perEntryPerDay: number;
  perDay: number;
  requireSms: boolean;
  stages: { key: ContestConfig['stages'][number]['key']; title: string; range: [Dayjs, Dayjs] }[];
  prizes: ContestConfig['prizes'];
  rules: string;
};

const DAY = 86_400_000;
/** A new contest's set-up: a week of applying and uploading, a week of voting, then the result. */
function blankConfig(): ContestConfig {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  return {
    subtitle: '',
    coverUrl: '',
    stages: [
      { key: 'apply', title: '报名', startsAt: at(0), endsAt: at(7) },
      { key: 'upload', title: '上传作品', startsAt: at(0), endsAt: at(7) },
      { key: 'vote', title: '投票', startsAt: at(7), endsAt: at(14) },
      { key: 'result', title: '结果公布', startsAt: at(14), endsAt: at(30) },
    ],
    judgeUserType: 'all',
    entry: { kind: 'audio', maxBytes: 50 * 1024 * 1024, minSeconds: 1, maxSeconds: 300 },
    vote: { perEntryPerDay: 1, perDay: 5, requireSms: false },
    askRegion: false,
    prizes: [
      { rank: '第1名', title: '金奖', detail: '' },
      { rank: '第2-3名', title: '银奖', detail: '' },
      { rank: '第4-10名', title: '铜奖', detail: '' },
    ],
    rules: [],
    liveUrl: '',
    exercises: [],
    questions: [],
    materials: [],
    teacher: { name: '', qrcodeUrl: '', tip: '' },
    sponsors: [],
  };
}

/** The contest editor: name, family, each stage's dates, eligibility, vote limits, the SMS flag, prizes, rules. */
export function ContestEditorPage() {
  const param = useParams().contestId;
  const contestId = param && param !== 'new' ? Number(param) : undefined;
  const detail = useConsoleQuery(
    consoleContestDetail,
    { contestId: contestId ?? 0 },
    { enabled: !!contestId },
  );
  if (contestId) {
    return (
      <QueryState query={detail}>
        {(data) => (
          <Editor
            key={data.contest.id}
            contestId={contestId}
            published={data.contest.publishedAt !== null}
            initial={{ ...data.contest }}
          />
        )}
      </QueryState>
    );
  }
  return (
    <Editor
      published={false}
      initial={{ code: '', brand: 'nbc', family: 'memory', title: '', config: blankConfig() }}
    />
  );
}

function Editor({
  contestId,
  published,
  initial,
}: {
  contestId?: number;
  published: boolean;
  initial: { code: string; brand: string; family: Values['family']; title: string; config: ContestConfig };
}) {
  const save = useConsoleMutation(consoleContestSave, [consoleContestList, consoleContestDetail]);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const c = initial.config;
  const initialValues: Values = {
    code: initial.code,
    brand: initial.brand as Values['brand'],
    family: initial.family,
    title: initial.title,
    subtitle: c.subtitle,
    judgeUserType: c.judgeUserType,
    entryKind: c.entry.kind,
    perEntryPerDay: c.vote.perEntryPerDay,
    perDay: c.vote.perDay,
    requireSms: c.vote.requireSms,
    stages: c.stages.map((s) => ({
      key: s.key,
      title: s.title,
      range: [beijingPickerValue(s.startsAt), beijingPickerValue(s.endsAt)],
    })),
    prizes: c.prizes,
    rules: c.rules.join('\n'),
  };
  const submit = async (v: Values) => {
    const config: ContestConfig = {
      ...c,
      subtitle: v.subtitle ?? '',
      judgeUserType: v.judgeUserType,
      entry: { ...c.entry, kind: v.entryKind },
      vote: { perEntryPerDay: v.perEntryPerDay, perDay: v.perDay, requireSms: v.requireSms },
      stages: v.stages.map((s) => ({
        key: s.key,
        title: s.title,
        startsAt: pickerValueToInstant(s.range[0]),
        endsAt: pickerValueToInstant(s.range[1]),
      })),
      prizes: (v.prizes ?? []).map((p) => ({ rank: p.rank, title: p.title, detail: p.detail ?? '' })),
      rules: v.rules
        .split('\n')
        .map((r) => r.trim())
        .filter(Boolean),
    };
    try {
      const answer = await save.mutateAsync({
        ...(contestId ? { contestId } : {}),
        code: v.code,
        brand: v.brand,
        family: v.family,
        title: v.title,
        config,
      });
      message.success('已保存');
      if (!contestId) navigate(`/contests/${answer.contest.id}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Card
      title={contestId ? `编辑比赛 · ${initial.title}` : '新建比赛'}
      extra={<Link to="/contests">返回比赛列表</Link>}
    >
      <Form<Values>
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={published}
        style={{ maxWidth: 960 }}
        data-testid="console-contest-form"
      >
        {published ? <p style={{ color: '#d48806' }}>结果已公布，比赛设置不能再修改。</p> : null}
        <Space wrap size="large">
          <Form.Item name="title" label="比赛名称" rules={[requiredText('请填写比赛名称')]}>
            <Input style={{ width: 320 }} maxLength={60} data-testid="console-contest-title" />
          </Form.Item>
          <Form.Item
            name="code"
            label="活动编号（链接中的 activityCode）"
            rules={[{ required: true, pattern: /^[a-z0-9-]{1,40}$/, message: '小写字母、数字或 -' }]}
          >
            <Input style={{ width: 220 }} data-testid="console-contest-code" />
          </Form.Item>
          <Form.Item name="brand" label="品牌">
            <Select
              style={{ width: 100 }}
              options={CONSOLE_CONTEST_BRANDS.map((b) => ({ value: b, label: b }))}
            />
          </Form.Item>
          <Form.Item name="family" label="类型">
            <Select
              style={{ width: 140 }}
              options={Object.entries(FAMILY_NAMES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="subtitle" label="副标题">
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="judgeUserType" label="报名条件">
            <Select
              style={{ width: 200 }}
              options={Object.entries(JUDGE_NAMES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="entryKind" label="作品形式">
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'audio', label: '音频' },
                { value: 'video', label: '视频' },
                { value: 'image', label: '图片（作品照片）' },
              ]}
            />
          </Form.Item>
          <Form.Item name="perEntryPerDay" label="每人每天每个作品票数">
            <InputNumber min={1} max={100} data-testid="console-contest-per-entry" />
          </Form.Item>
          <Form.Item name="perDay" label="每人每天总票数">
            <InputNumber min={1} max={1000} data-testid="console-contest-per-day" />
          </Form.Item>
          <Form.Item name="requireSms" label="投票需短信验证" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Divider titlePlacement="start">阶段与时间（北京时间）</Divider>
        <Form.List name="stages">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap data-testid={`console-contest-stage-${f.name}`}>
                  <Form.Item name={[f.name, 'key']} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 130 }}
                      options={CONTEST_STAGES.map((k) => ({ value: k, label: STAGE_NAMES[k] }))}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'title']} rules={[requiredText('请填写阶段名称')]}>
                    <Input style={{ width: 140 }} maxLength={20} placeholder="阶段名称" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'range']} rules={[{ required: true, message: '请选择时间' }]}>
                    <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <div>
                <Button onClick={() => add({ key: 'vote', title: '投票' })}>添加阶段</Button>
              </div>
            </>
          )}
        </Form.List>
        <Divider titlePlacement="start">奖项（依次给第 1 名、第 2-3 名、第 4-10 名、其余名次）</Divider>
        <Form.List name="prizes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item name={[f.name, 'rank']} rules={[{ required: true, message: '名次' }]}>
                    <Input style={{ width: 120 }} maxLength={20} placeholder="名次，如 第1名" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'title']} rules={[requiredText('奖项')]}>
                    <Input style={{ width: 120 }} maxLength={40} placeholder="奖项，如 金奖" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'detail']}>
                    <Input style={{ width: 360 }} maxLength={200} placeholder="奖品说明" />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <div>
                <Button onClick={() => add({ rank: '', title: '', detail: '' })}>添加奖项</Button>
              </div>
            </>
          )}
        </Form.List>
        <Divider titlePlacement="start">规则</Divider>
        <Form.Item name="rules" label="活动规则（每行一条）">
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="console-contest-save">
          保存
        </Button>
      </Form>
    </Card>
  );
}
