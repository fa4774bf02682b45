/** A learner's delivery address as the address calls take it (valid on every rule of the address contract). */
export const TEST_ADDRESS = {
  receiver: '王五',
  mobile: '13700137000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 3 幢',
};
