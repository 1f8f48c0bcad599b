import type { MbtiDimension, MbtiPole } from '#shared/assessments/types';

/**
 * 八个偏好（极）的名称与简介（原创）。
 * 基于荣格心理类型理论，不是官方 MBTI® 的文字。
 * 每一极都只是一种习惯的倾向，没有好坏之分。
 */
export const mbtiPoleContent: Record<MbtiPole, { label: string; description: string }> = {
  E: {
    label: '外向',
    description: '你更容易从和别人交流、一起行动中获得能量。你常常一边说一边想，喜欢参加热闹的活动，朋友圈子往往比较广。',
  },
  I: {
    label: '内向',
    description: '你更容易在独处和安静的思考中恢复能量。你习惯先想清楚再开口，喜欢少而深的友谊，做事专注，有自己的节奏。',
  },
  S: {
    label: '实感',
    description: '你更相信亲眼看到、亲手做过的具体信息。你留意细节和事实，喜欢一步一步、踏踏实实地学习和做事。',
  },
  N: {
    label: '直觉',
    description: '你更容易注意到事物之间的联系和背后的可能性。你喜欢想象未来、琢磨新点子，常常先看整体，再看细节。',
  },
  T: {
    label: '思考',
    description: '做决定时，你更看重道理、原则和前因后果。你喜欢客观地分析问题，希望事情公平、讲得通。',
  },
  F: {
    label: '情感',
    description: '做决定时，你更看重自己和他人珍视的东西，以及决定会给人带来什么影响。你善于体会别人的处境，希望大家相处和谐、彼此尊重。',
  },
  J: {
    label: '判断',
    description: '你喜欢有计划、有条理的生活，事情定下来会让你更安心。你习惯提前安排，享受按时把事情做完的感觉。',
  },
  P: {
    label: '知觉',
    description: '你喜欢灵活、开放的生活，愿意给新的可能留出空间。你适应变化很快，常常在过程中边做边调整，能及时抓住新机会。',
  },
};

/** 四个维度的名称，以及每个维度想了解的问题（原创）。 */
export const mbtiDimensionContent: Record<MbtiDimension, { name: string; question: string }> = {
  EI: {
    name: '精力来源',
    question: '你更习惯从外部的人和活动中获得能量，还是从内心的安静和思考中获得能量？',
  },
  SN: {
    name: '信息获取',
    question: '你更习惯关注具体的事实和细节，还是更关注整体的联系和未来的可能性？',
  },
  TF: {
    name: '决策方式',
    question: '做决定时，你更看重客观的道理和原则，还是更看重人与人之间的关系和各自珍视的价值？',
  },
  JP: {
    name: '生活态度',
    question: '面对日常生活，你更喜欢提前计划、按部就班，还是更喜欢保持灵活、随机应变？',
  },
};
