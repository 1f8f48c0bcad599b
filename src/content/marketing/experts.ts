import type { SeedExpert } from './types';

/** The (fictional) expert team shown on the home page and the appointment form. */
export const experts: SeedExpert[] = [
  {
    id: 1,
    name: '沈知远',
    title: '高级生涯规划师 · 高考志愿规划专家',
    avatar: '/images/marketing/expert-1.svg',
    description:
      '曾在高中担任数学教师和年级组长十余年，从事志愿填报咨询工作9年，累计陪伴数百个家庭完成志愿规划。擅长结合往年录取数据与考生兴趣梳理“冲稳保”梯度，沟通耐心细致，注重让考生自己理解每一个选择的理由。',
  },
  {
    id: 2,
    name: '林晚晴',
    title: '生涯规划师 · 青少年心理咨询师',
    avatar: '/images/marketing/expert-2.svg',
    description:
      '心理学硕士，从事青少年心理辅导与生涯教育工作8年。擅长测评结果解读、学习动力与亲子沟通问题，常用绘画、故事等方式帮助不善表达的孩子打开话题。她相信每个孩子都有自己的节奏，规划应当从倾听开始。',
  },
  {
    id: 3,
    name: '顾承泽',
    title: '新高考选科指导专家',
    avatar: '/images/marketing/expert-3.svg',
    description:
      '曾任普通高中教务主任，参与所在学校新高考选科走班的方案设计，从事选科指导工作7年。熟悉各专业大类的选考科目要求，擅长把学科成绩、兴趣测评和专业要求放在一起分析，帮助家庭看清不同选科组合的利弊。',
  },
  {
    id: 4,
    name: '许若宁',
    title: '综合评价与强基计划规划师',
    avatar: '/images/marketing/expert-4.svg',
    description:
      '教育学背景，长期关注高校多元招生政策，从事强基计划与综合评价升学规划6年。擅长政策梳理、时间节点管理和模拟面试指导，坚持材料由学生本人撰写，她更愿意帮助学生把真实的经历讲清楚，而不是包装经历。',
  },
  {
    id: 5,
    name: '方慕白',
    title: '职业体验课程设计师 · PBL项目导师',
    avatar: '/images/marketing/expert-5.svg',
    description:
      '工科出身，曾在制造企业从事产品研发工作五年，后转向青少年职业体验教育，至今已有6年。负责设计项目式职业体验课程，擅长把真实工作任务转化为适合中学生的小项目，让学生在动手过程中了解职业内容。',
  },
  {
    id: 6,
    name: '周暖',
    title: '家庭教育指导师 · 亲子沟通讲师',
    avatar: '/images/marketing/expert-6.svg',
    description:
      '社会工作专业背景，从事家庭教育指导工作10年，曾在社区家庭服务中心开展家长课堂。擅长青春期亲子沟通、家庭规则建立等主题，讲课贴近生活、案例丰富，也是本公司家庭教育指导师培训的主讲老师之一。',
  },
  {
    id: 7,
    name: '韩清和',
    title: '高级生涯规划师 · 大学专业探索导师',
    avatar: '/images/marketing/expert-7.svg',
    description:
      '曾在高校从事招生宣传与学生发展工作8年，熟悉大学各专业的培养方式与学习体验。擅长帮助高中生区分“专业名称”与“专业实际”，负责大学专业与职业探索营的课程设计，常邀请在读大学生与学生面对面交流。',
  },
  {
    id: 8,
    name: '苏以安',
    title: '初中生涯启蒙规划师',
    avatar: '/images/marketing/expert-8.svg',
    description:
      '曾任初中班主任和心理健康教育兼职教师，从事初中阶段生涯启蒙工作5年。擅长时间管理与学习习惯辅导，善于用小任务和具体目标帮助孩子找到学习动力，与家长沟通温和务实，注重把建议落到日常。',
  },
];
