export interface NavItem {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

/** The header navigation of spec section 2. */
export const navItems: NavItem[] = [
  { label: '首页', to: '/' },
  { label: '关于我们', to: '/about' },
  { label: '一对一', to: '/one' },
  { label: '生涯测评', to: '/assessment' },
  {
    label: '生涯培训',
    to: '/career/family',
    children: [
      { label: '家庭教育指导师', to: '/career/family' },
      { label: '高考志愿规划师', to: '/career/volunteer' },
      { label: '青少年生涯规划师', to: '/career/teenager' },
    ],
  },
  {
    label: '研学活动',
    to: '/activity/medicine',
    children: [
      { label: '中医药文化一日体验', to: '/activity/medicine' },
      { label: '项目式职业体验课', to: '/activity/pbl' },
      { label: '生涯探索游园会', to: '/activity/party' },
      { label: '职业体验拓展', to: '/activity/experience' },
    ],
  },
  { label: '高考咨询', to: '/consult' },
  { label: '合作案例', to: '/cooperation' },
  { label: '行业资讯', to: '/news' },
];

export const HOTLINE = '400-603-5985';
