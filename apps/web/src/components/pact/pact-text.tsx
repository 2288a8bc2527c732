// The product's own user agreement and privacy policy, written for 语文学堂 in plain Chinese.
import './pact.css';

/** The pacts by the name used in /login/pact/{name}. */
export const PACTS = {
  user: {
    title: '用户协议',
    sections: [
      {
        heading: '一、这是什么',
        paragraphs: [
          '语文学堂是一个帮助小学生学习语文的网站和应用：认字、拼音、成语、古诗、阅读等。本协议说明你使用语文学堂时，你和我们各自要做的事。',
          '如果你还未满十四岁，请和爸爸妈妈或老师一起阅读本协议，并在他们同意后使用。',
        ],
      },
      {
        heading: '二、账号',
        paragraphs: [
          '你可以自己注册账号，也可以使用老师或学校发给你的账号。账号只给你自己用，请不要借给别人。',
          '请保管好密码。我们没有短信服务，忘记密码时需要请老师或管理员帮你重新设置。',
          '同一个账号在另一台设备上登录后，原来设备上的登录会失效，这是为了保护你的账号。',
          '密码连续输错几次后，需要输入图片验证码；错得太多时，要等一会儿才能再登录。',
        ],
      },
      {
        heading: '三、好好使用',
        paragraphs: [
          '请文明使用：昵称和头像不能含有不友善、不文明的内容，不上传别人的照片，不上传不属于你的图片。',
          '请不要试图破坏网站、猜别人的密码，或者用程序大量访问。',
        ],
      },
      {
        heading: '四、会员',
        paragraphs: ['部分内容需要开通会员或绑定学校发放的激活卡才能使用。会员的价格和时长以购买页面显示的为准。'],
      },
      {
        heading: '五、注销账号',
        paragraphs: [
          '你可以随时在“我的资料 → 注销账号”里注销。注销后你的账号资料、头像和学习记录都会被删除，不能恢复。',
        ],
      },
      {
        heading: '六、其他',
        paragraphs: [
          '学习内容来自公开的字典、诗词等资料，我们尽力保证准确；如果发现错误，欢迎告诉老师或我们。',
          '本协议如有修改，会在这里更新。',
        ],
      },
    ],
  },
  privacy: {
    title: '隐私政策',
    sections: [
      {
        heading: '一、我们保存哪些信息',
        paragraphs: [
          '账号名；密码只保存加密后的校验值，任何人（包括我们）都看不到你的密码原文。',
          '你自己填写的资料：昵称、头像、年级、学校、生日，都可以不填。',
          '登录信息：登录时间、最近一次使用的时间（用来显示在线人数）。登录凭证在服务器上也只保存加密后的校验值。',
          '登录失败的记录：输入的账号名和网络地址，用来防止有人猜密码，保存约十五分钟。',
          '学习记录：你学习了哪个栏目、开始和结束的时间，用来给你看学习时长统计。',
          '会员和购买记录、激活卡的使用记录。',
        ],
      },
      {
        heading: '二、保存在你设备上的信息',
        paragraphs: [
          '为了登录过期后能自动重新登录，应用会在你的设备（浏览器或应用）里保存账号和密码。在别人也会用的设备上，用完后请在浏览器里清除本网站的数据。',
        ],
      },
      {
        heading: '三、我们不做的事',
        paragraphs: [
          '我们不发送短信，不收集手机通讯录、位置、照片库里的其他照片。',
          '我们不向广告商出售或提供你的信息，网站里没有第三方广告和统计程序。',
          '管理员可以帮你重设密码，但看不到密码原文。',
        ],
      },
      {
        heading: '四、删除你的信息',
        paragraphs: [
          '注销账号时，你的账号资料、头像、登录信息和学习记录会被删除；购买记录中与你有关的部分会被删除或去掉与你的关联。注销后这个账号名可以被重新注册。',
        ],
      },
      {
        heading: '五、问题和建议',
        paragraphs: ['对本政策有疑问，可以请老师或学校的管理员联系我们。本政策如有修改，会在这里更新。'],
      },
    ],
  },
} as const;

export type PactName = keyof typeof PACTS;

export function isPactName(name: string | undefined): name is PactName {
  return name === 'user' || name === 'privacy';
}

/** A pact as readable text, labelled as the product's own. */
export function PactText({ name }: { name: PactName }) {
  const pact = PACTS[name];
  return (
    <article className="yw-prose" data-testid={`pact-${name}`}>
      <h2>{pact.title}</h2>
      <p className="yw-prose__note">本文由语文学堂自行撰写，适用于本产品。</p>
      {pact.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
