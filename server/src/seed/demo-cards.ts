// Full demo card content (docs/product.md, Demo data): every seeded card reads like a
// real lawyer's card, with practice areas from the firm's own list. Plain data plus one builder;
// demo.ts writes it.

/** The firm's own practice areas (专业领域), in mini-program order; the first is pinned. */
export const ownAreas = [
  '公司法务',
  '刑事辩护',
  '知识产权',
  '婚姻家事',
  '劳动争议',
  '合同纠纷',
  '房产建筑',
  '金融证券',
  '涉外法律',
  '跨境投资',
];

const schools = [
  { school: '北京大学', major: '法学', degree: '法学硕士' },
  { school: '中国政法大学', major: '诉讼法学', degree: '法学硕士' },
  { school: '华东政法大学', major: '经济法学', degree: '法学学士' },
  { school: '复旦大学', major: '国际法学', degree: '法学硕士' },
  { school: '中山大学', major: '民商法学', degree: '法学学士' },
];

const cases: Record<string, { title: string; summary: string }> = {
  公司法务: {
    title: '某科技公司股权激励方案设计',
    summary: '为拟上市科技企业设计员工持股平台与股权激励方案，覆盖核心员工二百余人。',
  },
  刑事辩护: {
    title: '某职务侵占案无罪辩护',
    summary: '通过审查资金流向与授权文件，论证当事人行为不具有非法占有目的，检察机关撤回起诉。',
  },
  知识产权: {
    title: '某知名品牌商标侵权纠纷',
    summary: '代理权利人起诉仿冒者，法院判决停止侵权并赔偿经济损失三百万元。',
  },
  婚姻家事: {
    title: '高净值家庭离婚财产分割',
    summary: '协助当事人梳理家族企业股权与境外资产，调解结案，实现财产平稳分割。',
  },
  劳动争议: {
    title: '某制造企业集体劳动争议',
    summary: '代理企业处理经济性裁员引发的集体争议，协助完成协商与安置方案。',
  },
  合同纠纷: {
    title: '大型设备采购合同违约纠纷',
    summary: '代理买方就交付延迟与质量问题提起仲裁，获得违约金及损失赔偿支持。',
  },
  房产建筑: {
    title: '商业综合体建设工程价款纠纷',
    summary: '代理总承包方追索工程款及利息，涉案金额逾一亿元，二审维持原判。',
  },
  金融证券: {
    title: '某上市公司重大资产重组',
    summary: '担任上市公司专项法律顾问，完成发行股份购买资产并配套融资项目。',
  },
  涉外法律: {
    title: '中资企业海外并购项目',
    summary: '为中资企业收购欧洲制造企业提供尽职调查、交易文件谈判与反垄断申报服务。',
  },
  跨境投资: {
    title: '境外投资备案与架构搭建',
    summary: '协助民营企业完成境外投资备案（ODI）及红筹架构搭建。',
  },
};

export interface DemoCardInput {
  name: string;
  mobile: string;
  title: string;
  index: number;
  areas: string[];
  officeArea: string[];
  officeAddress: string;
}

/** The card fields of a demo lawyer (CardFields minus name/title/organizationId). */
export const demoCardContent = (l: DemoCardInput, areaIds: Map<string, number>) => {
  const years = 3 + ((l.index * 7) % 18);
  const edu = schools[l.index % schools.length];
  const since = 2025 - years;
  return {
    // No external images: the demo must work offline; the preview shows the initial instead.
    avatar: null,
    mobile: l.mobile,
    phone: '010-65880000',
    email: `lawyer${String(l.index + 1).padStart(2, '0')}@junhe-demo.cn`,
    wechat: `junhe_${l.mobile.slice(-4)}`,
    licenseNo: `1110120${String(since)}${String(100000 + l.index * 37).slice(-6)}`.slice(0, 17),
    practiceYears: years,
    professions: l.areas.map((a) => areaIds.get(a)).filter((id): id is number => id !== undefined),
    bio:
      `${l.name}律师，${l.title}，执业${years}年，主要执业领域为${l.areas.join('、') || '综合法律服务'}。` +
      '曾为多家大型企业提供常年法律顾问服务，擅长以商业视角解决复杂法律问题，办案细致、沟通高效。',
    education: [{ ...edu, period: `${since - 3}-${since}` }],
    workHistory: [
      { company: '君合明德律师事务所', position: l.title, period: `${since + 2}至今` },
      { company: '某中级人民法院', position: '法官助理', period: `${since}-${since + 2}` },
    ],
    honors: years > 8 ? [{ title: '年度优秀律师', year: String(2020 + (l.index % 5)) }] : [],
    cases: l.areas.map((a) => cases[a]).filter(Boolean),
    area: l.officeArea,
    address: l.officeAddress,
    video: null,
    homepage: 'https://www.junhe-demo.cn',
  };
};
