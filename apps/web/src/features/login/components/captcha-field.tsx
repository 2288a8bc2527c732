/** The image captcha: the answer input beside the server-drawn image; a tap on the image draws a new one. */
export function CaptchaField({
  value,
  onChange,
  image,
  loading,
  failed,
  onRefresh,
}: {
  value: string;
  onChange: (value: string) => void;
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="yw-field yw-captcha" data-testid="captcha">
      <label className="yw-captcha__label">
        <span className="yw-field__label">验证码</span>
        <input
          className="yw-field__input"
          name="check_code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={8}
          placeholder="图中字符"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <button type="button" className="yw-captcha__image" onClick={onRefresh} aria-label="看不清，换一张">
        {image && !loading ? (
          <img src={image} alt="图片验证码" width={150} height={50} data-testid="captcha-image" />
        ) : (
          <span>{failed ? '加载失败，点此重试' : '加载中...'}</span>
        )}
      </button>
    </div>
  );
}
