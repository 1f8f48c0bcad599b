/** Short teaser texts for the home page blocks (own module, so the home page loads no other page text). */
export const homeTeasers: Record<'gaokao' | 'activities' | 'training' | 'assessment', { title: string; text: string }> = {
  gaokao: {
    title: '高考志愿规划',
    text: '结合分数位次、兴趣测评与家庭考量，规划师陪伴考生理清志愿思路，让每一个选择都有依据、自己认可。',
  },
  activities: {
    title: '研学与职业体验',
    text: '中医药文化、项目式学习、职业体验拓展……走出教室、走进真实场景，在动手与交流中发现自己的兴趣。',
  },
  training: {
    title: '专业培训',
    text: '面向家长与教育工作者的家庭教育指导师、高考志愿规划师、青少年生涯规划师培训，系统学习、注重实操。',
  },
  assessment: {
    title: '生涯测评',
    text: '多元智能、性格类型、霍兰德职业兴趣三项测评，配合规划师一对一解读，帮助孩子更清楚地认识自己。',
  },
};
