import type { AssessmentKey } from '#shared/assessments/types';

export interface AssessmentCard {
  key: AssessmentKey;
  title: string;
  details: string;
  icon: string;
  startPath: '/holland/start' | '/mbti/start' | '/midas/start';
  testPath: '/holland/test' | '/mbti/test' | '/midas/test';
  resultPath: '/holland/result' | '/mbti/result' | '/midas/result';
  previewPath: '/preview/hld' | '/preview/mbti' | '/preview/dyzn';
  /** Whether the card asks the server's check…TestRight before opening (spec: `check`). */
  check: boolean;
  minutes: string;
  /** Shown on the start page; a unit test keeps them equal to the instruments. */
  questionCount: number;
  optionLabels: string[];
  measures: string[];
}

/** The three assessment cards (spec section 3), in the spec's order. */
export const assessmentCards: AssessmentCard[] = [
  {
    key: 'hld',
    title: '霍兰德职业兴趣测评',
    details: '从六种职业兴趣类型出发，找到与你兴趣最契合的专业方向和职业领域。',
    icon: '/images/assessment/hld.svg',
    startPath: '/holland/start',
    testPath: '/holland/test',
    resultPath: '/holland/result',
    previewPath: '/preview/hld',
    check: true,
    minutes: '约10分钟',
    questionCount: 80,
    optionLabels: ['是', '不确定', '否'],
    measures: ['现实型（R）', '研究型（I）', '艺术型（A）', '社会型（S）', '企业型（E）', '常规型（C）'],
  },
  {
    key: 'mbti',
    title: 'MBTI性格测评',
    details: '了解你在精力来源、信息获取、决策方式和生活态度上的倾向，认识自己的性格类型。',
    icon: '/images/assessment/mbti.svg',
    startPath: '/mbti/start',
    testPath: '/mbti/test',
    resultPath: '/mbti/result',
    previewPath: '/preview/mbti',
    check: true,
    minutes: '约12-16分钟',
    questionCount: 86,
    optionLabels: ['A', 'B'],
    measures: ['精力来源：外向（E）/ 内向（I）', '信息获取：实感（S）/ 直觉（N）', '决策方式：思考（T）/ 情感（F）', '生活态度：判断（J）/ 知觉（P）'],
  },
  {
    key: 'dyzn',
    title: '多元智能测评',
    details: '从八种智能的角度看看你最擅长的学习和表达方式，发现自己的优势潜能。',
    icon: '/images/assessment/dyzn.svg',
    startPath: '/midas/start',
    testPath: '/midas/test',
    resultPath: '/midas/result',
    previewPath: '/preview/dyzn',
    check: true,
    minutes: '约10分钟',
    questionCount: 80,
    optionLabels: ['完全不像我', '有点像我', '比较像我', '非常像我'],
    measures: ['语言智能', '逻辑-数学智能', '空间智能', '身体-运动智能', '音乐智能', '人际智能', '内省智能', '自然观察智能'],
  },
];

export const cardOf = (key: AssessmentKey) => assessmentCards.find((c) => c.key === key)!;
