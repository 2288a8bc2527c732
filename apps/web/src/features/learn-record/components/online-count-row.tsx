import { useOnlineCount } from '../api/online-count.api';

/** The user centre's row: how many users are learning now (active in the last five minutes). */
export function OnlineCountRow() {
  const online = useOnlineCount();
  return (
    <div className="yw-menu__row yw-menu__row--static" data-testid="online-count-row">
      <span>当前在线</span>
      <span className="yw-menu__value" data-testid="online-count">
        {online.data ? `${online.data.count} 人` : online.isError ? '暂不可用' : '加载中...'}
      </span>
    </div>
  );
}
