/**
 * The characters 个性起名 builds names from (reviewed for issue 16): characters people in China
 * commonly and gladly give in names, by what they speak of. A line's other characters are left out,
 * so two characters side by side in a poem make a name only when both are here — this keeps ideas
 * such as 入执 or 事一 out. NAME_EXCLUSIONS still applies on top.
 */
const GROUPS: Readonly<Record<string, string>> = {
  // Sky, light and weather
  sky: '天日月星辰云霞虹雨雪霜露风晴晨曦晓旭阳昊朗光辉耀灿煜熙照晖景昭明亮晶皓',
  // Water
  water: '江河湖海川泉溪源清澄洁涵浩瀚波涛泽润霖沛洋渊沧汉淇洲渚滢沁涓潇湘',
  // Mountains and earth
  land: '山峰岳岩峻崇嵩丘原野田园林森',
  // Plants and flowers
  plants: '松柏竹兰菊荷莲芳芬芝蓉萱茜莉薇蕾苗禾穗桐柳桃李枫桂杏棠梓楠樱芷蘅蕙茵芊萌蔚葵苓',
  // Colours and treasures
  colours: '青蓝紫红丹彤碧翠金玉珍琳琪瑶璐瑾瑜璇琼瑛璋珏琦珊锦绣素彩',
  // Birds and fine creatures
  creatures: '凤鸾鹤鸿鹏雁燕莺鹭麟骏',
  // Arts and learning
  arts: '文书诗歌韵雅墨画琴笙思睿智慧聪颖敏哲博学才艺知',
  // Character and virtue
  virtue: '仁义礼信诚忠德善良贤淑婉柔娴温恭俭让谦敬慈悌勤毅刚强勇健志',
  // Good wishes
  wishes: '安宁静平康泰祥瑞福禄喜庆嘉佳美丽秀俊杰英豪伟宏远航帆启兴荣盛昌旺恒永久新立正欣怡悦欢笑',
  // Seasons and time
  seasons: '春夏秋冬岁时朝',
  // Space and greatness
  vast: '宇宙乾坤宸鼎元初允若如依可心怀念望',
};

export const NAME_CHARACTERS: ReadonlySet<string> = new Set(Object.values(GROUPS).flatMap((group) => [...group]));

/**
 * The reading a name gives a character that has more than one (every other character with two
 * readings is left out: a name's sound must be sure).
 */
export const NAME_READINGS: Readonly<Record<string, string>> = {
  露: 'lù',
  柏: 'bǎi',
  荷: 'hé',
  燕: 'yàn',
  强: 'qiáng',
  宁: 'níng',
  丽: 'lì',
  兴: 'xīng',
  盛: 'shèng',
  正: 'zhèng',
  朝: 'zhāo',
  可: 'kě',
};
