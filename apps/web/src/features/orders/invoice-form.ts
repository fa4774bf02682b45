import { taxNoProblem } from '@course/contracts/orders-invoice';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TitleType = 'personal' | 'company';

/** The form's own checks (the same rules as the server's); null when the form can be sent. */
export function invoiceFormProblem(form: {
  titleType: TitleType;
  title: string;
  taxNo: string;
  email: string;
}): { field: 'title' | 'taxNo' | 'email'; message: string } | null {
  const title = form.title.trim();
  if (title.length < 2 || title.length > 60)
    return {
      field: 'title',
      message: form.titleType === 'company' ? '请输入完整的单位名称' : '请输入发票抬头（2-60个字）',
    };
  if (form.titleType === 'company') {
    if (!form.taxNo) return { field: 'taxNo', message: '企业发票请填写纳税人识别号' };
    const problem = taxNoProblem(form.taxNo);
    if (problem) return { field: 'taxNo', message: problem };
  }
  if (!EMAIL.test(form.email.trim()) || form.email.length > 100)
    return { field: 'email', message: '请输入正确的邮箱' };
  return null;
}
