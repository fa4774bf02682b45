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
import { AccountField } from './account-field';
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
          <AccountField label="出生日期" htmlFor="p-birthday" error={errors.birthday}>
            <input
              id="p-birthday"
              data-testid="profile-birthday"
              type="date"
              min="1900-01-01"
              value={birthday}
              onChange={(e) => setBirthday(e.target.value)}
            />
          </AccountField>
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
      {errors.form ? (
        <p className="acc-form-error" data-testid="form-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="acc-submit" data-testid="account-submit" disabled={busy}>
        {props.submitText}
      </button>
    </form>
  );
}
