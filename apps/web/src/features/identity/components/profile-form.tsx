import type { TPersonInfo } from '@course/contracts/identity-account';
import {
  AccountText,
  birthdayError,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  nicknameError,
  realNameError,
} from '@course/domain/account-rules';
import { provinceCityOptions } from '@course/domain/regions';
import { Cascader, DatePicker } from 'antd-mobile';
import { type FormEvent, useMemo, useState } from 'react';
import { savePersonInfo } from '../api/account-calls';
import { AccountField } from './account-field';
import { errorText } from './phone-code-form';
import '../identity-shared.css';
import './profile-form.css';

/** The birthday picker's range and where it opens when no date is set yet. */
const BIRTHDAY_MIN = new Date(1900, 0, 1);
const BIRTHDAY_DEFAULT = new Date(1990, 0, 1);

const pad = (n: number) => String(n).padStart(2, '0');
/** A picked calendar day as the API's 'YYYY-MM-DD' (the picker works in local dates). */
const toIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromIsoDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1990, (m ?? 1) - 1, d ?? 1);
};
/** '1988-06-01' → '1988年06月01日' */
const formatBirthday = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日');

type Field = 'nickname' | 'realName' | 'gender' | 'birthday' | 'region';

/**
 * Personal information form. `required` fields must be filled (fillUserInfo asks real name, gender and
 * birthday); the others are optional and saved when filled.
 */
export function ProfileForm(props: {
  info: TPersonInfo;
  fields: Field[];
  required: Field[];
  submitText: string;
  onSaved(info: TPersonInfo): void;
}) {
  const { info } = props;
  const [nickname, setNickname] = useState(info.nickname ?? '');
  const [realName, setRealName] = useState(info.realName ?? '');
  const [gender, setGender] = useState<Gender | null>(info.gender);
  const [birthday, setBirthday] = useState(info.birthday ?? '');
  const [province, setProvince] = useState(info.province ?? '');
  const [city, setCity] = useState(info.city ?? '');
  const [picking, setPicking] = useState<'birthday' | 'region' | null>(null);
  const regions = useMemo(() => provinceCityOptions(), []);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string | null>>>({});
  const [busy, setBusy] = useState(false);
  const has = (f: Field) => props.fields.includes(f);
  const needs = (f: Field) => props.required.includes(f);

  const validate = () => {
    const next: Partial<Record<Field, string | null>> = {};
    if (has('nickname')) next.nickname = nicknameError(nickname);
    if (has('realName') && (needs('realName') || realName.trim())) next.realName = realNameError(realName);
    if (has('gender') && needs('gender') && !gender) next.gender = AccountText.genderEmpty;
    if (has('birthday') && (needs('birthday') || birthday)) next.birthday = birthdayError(birthday);
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const saved = await savePersonInfo({
        ...(has('nickname') ? { nickname: nickname.trim() } : {}),
        ...(has('realName') && realName.trim() ? { realName: realName.trim() } : {}),
        ...(has('gender') && gender ? { gender } : {}),
        ...(has('birthday') && birthday ? { birthday } : {}),
        ...(has('region') && province.trim() ? { province: province.trim() } : {}),
        ...(has('region') && city.trim() ? { city: city.trim() } : {}),
      });
      props.onSaved(saved);
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <div className="acc-card">
        {has('nickname') ? (
          <AccountField label="昵称" htmlFor="p-nickname" error={errors.nickname}>
            <input
              id="p-nickname"
              data-testid="profile-nickname"
              maxLength={20}
              value={nickname}
              placeholder="请输入昵称"
              onChange={(e) => setNickname(e.target.value)}
            />
          </AccountField>
        ) : null}
        {has('realName') ? (
          <AccountField label="姓名" htmlFor="p-real-name" error={errors.realName}>
            <input
              id="p-real-name"
              data-testid="profile-real-name"
              maxLength={20}
              value={realName}
              placeholder="请输入真实姓名"
              onChange={(e) => setRealName(e.target.value)}
            />
          </AccountField>
        ) : null}
        {has('gender') ? (
          <AccountField label="性别" error={errors.gender}>
            <fieldset className="acc-segment" aria-label="性别">
              {GENDERS.map((g) => (
                <button
                  key={g}
                  type="button"
                  data-testid={`profile-gender-${g}`}
                  aria-pressed={gender === g}
                  onClick={() => setGender(g)}
                >
                  {GENDER_LABELS[g]}
                </button>
              ))}
            </fieldset>
          </AccountField>
        ) : null}
        {has('birthday') ? (
          <AccountField label="出生日期" error={errors.birthday}>
            <button
              type="button"
              className={`acc-field-picker${birthday ? '' : ' is-placeholder'}`}
              data-testid="profile-birthday"
              aria-label="出生日期"
              onClick={() => setPicking('birthday')}
            >
              {birthday ? formatBirthday(birthday) : '请选择出生日期'}
            </button>
          </AccountField>
        ) : null}
        {has('region') ? (
          <AccountField label="所在地区">
            <button
              type="button"
              className={`acc-field-picker${province ? '' : ' is-placeholder'}`}
              data-testid="profile-region"
              aria-label="所在地区"
              onClick={() => setPicking('region')}
            >
              {province
                ? [province, city === province ? '' : city].filter(Boolean).join(' ')
                : '请选择所在地区'}
            </button>
          </AccountField>
        ) : null}
      </div>
      {errors.form ? (
        <p className="acc-form-error" data-testid="form-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="acc-submit" data-testid="account-submit" disabled={busy}>
        {props.submitText}
      </button>
      {has('birthday') ? (
        <DatePicker
          visible={picking === 'birthday'}
          title="选择出生日期"
          precision="day"
          min={BIRTHDAY_MIN}
          max={new Date()}
          value={birthday ? fromIsoDate(birthday) : BIRTHDAY_DEFAULT}
          onClose={() => setPicking(null)}
          onConfirm={(date) => setBirthday(toIsoDate(date))}
          renderLabel={(type, data) =>
            type === 'year' ? `${data}年` : type === 'month' ? `${data}月` : `${data}日`
          }
        />
      ) : null}
      {has('region') ? (
        <Cascader
          options={regions}
          visible={picking === 'region'}
          title="选择所在地区"
          placeholder="请选择"
          value={province ? [province, city] : []}
          onClose={() => setPicking(null)}
          onConfirm={(picked) => {
            const [p, c] = picked.map((v) => String(v ?? ''));
            setProvince(p ?? '');
            setCity(c ?? '');
          }}
        />
      ) : null}
    </form>
  );
}
