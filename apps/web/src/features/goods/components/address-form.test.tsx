// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form';

const SAVED = {
  id: 7,
  receiver: '张三',
  mobile: '13800138000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号',
  isDefault: false,
};

describe('AddressForm', () => {
  afterEach(cleanup);

  it('shows the rule of each broken field and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<AddressForm submitText="保存" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByTestId('address-mobile'), { target: { value: '1380013' } });
    fireEvent.click(screen.getByTestId('address-save'));
    expect(screen.getByTestId('address-error-receiver').textContent).toBe('请填写收货人（1-20个字）');
    expect(screen.getByTestId('address-error-mobile').textContent).toBe('请输入正确的手机号');
    expect(screen.getByTestId('address-error-region').textContent).toBe('请选择所在地区');
    expect(screen.getByTestId('address-error-detail').textContent).toBe('请填写详细地址（5-120个字）');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only digits in the mobile and sends a valid address, the receiver trimmed', () => {
    const onSubmit = vi.fn();
    render(<AddressForm initial={SAVED} submitText="保存" onSubmit={onSubmit} />);
    expect(screen.getByTestId('address-region').textContent).toContain('浙江省 杭州市 西湖区');
    fireEvent.change(screen.getByTestId('address-receiver'), { target: { value: ' 李四 ' } });
    fireEvent.change(screen.getByTestId('address-mobile'), { target: { value: '139-0000-1111' } });
    fireEvent.click(screen.getByTestId('address-default'));
    fireEvent.click(screen.getByTestId('address-save'));
    expect(screen.queryByTestId('address-error-mobile')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        receiver: '李四',
        mobile: '13900001111',
        province: '浙江省',
        isDefault: true,
      }),
    );
  });
});
