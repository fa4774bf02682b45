import type { TPersonInfo } from '@course/contracts/user-account';
import {
  AccountText,
  birthdayError,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  nicknameError,
  realNameError,
} from '@course/domain/account-rules';
import { type FormEvent, useState } from 'react';
import { savePersonInfo } from '../api/account-calls';
import { errorText } from './phone-code-form';

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

  const error = (f: Field | 'form') =>
    errors[f] ? (
      <p
        className={f === 'form' ? 'acc-form-error' : 'acc-error'}
        data-testid={f === 'form' ? 'form-error' : 'field-error'}
      >
        {errors[f]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <div className="acc-card">
        {has('nickname') ? (
          <>
            <div className="acc-field">
              <label htmlFor="p-nickname">昵称</label>
              <input
                id="p-nickname"
                data-testid="profile-nickname"
                maxLength={20}
                value={nickname}
                placeholder="请输入昵称"
                onChange={(e) => setNickname(e.target.value)}
              />
            </div>
            {error('nickname')}
          </>
        ) : null}
        {has('realName') ? (
          <>
            <div className="acc-field">
              <label htmlFor="p-real-name">姓名</label>
              <input
                id="p-real-name"
                data-testid="profile-real-name"
                maxLength={20}
                value={realName}
                placeholder="请输入真实姓名"
                onChange={(e) => setRealName(e.target.value)}
              />
            </div>
            {error('realName')}
          </>
        ) : null}
        {has('gender') ? (
          <>
            <div className="acc-field">
              <span>性别</span>
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
            </div>
            {error('gender')}
          </>
        ) : null}
        {has('birthday') ? (
          <>
            <div className="acc-field">
              <label htmlFor="p-birthday">出生日期</label>
              <input
                id="p-birthday"
                data-testid="profile-birthday"
                type="date"
                min="1900-01-01"
                value={birthday}
                onChange={(e) => setBirthday(e.target.value)}
              />
            </div>
            {error('birthday')}
          </>
        ) : null}
        {has('region') ? (
          <div className="acc-field">
            <span>所在地区</span>
            <input
              data-testid="profile-province"
              aria-label="省份"
              maxLength={20}
              placeholder="省份"
              value={province}
              onChange={(e) => setProvince(e.target.value)}
            />
            <input
              data-testid="profile-city"
              aria-label="城市"
              maxLength={20}
              placeholder="城市"
              value={city}
              onChange={(e) => setCity(e.target.value)}
            />
          </div>
        ) : null}
      </div>
      {error('form')}
      <button type="submit" className="acc-submit" data-testid="account-submit" disabled={busy}>
        {props.submitText}
      </button>
    </form>
  );
}
