import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useNetworkStatus } from '../api/network-status.api';

function formatSpeed(kbps: number): string {
  return kbps >= 1024 ? `${(kbps / 1024).toFixed(1)} MB/秒` : `${kbps} KB/秒`;
}

/** The network check: can the server be reached, and how fast. */
export function CheckNetworkPage() {
  const status = useNetworkStatus();
  const retry = (
    <button type="button" className="yw-button" onClick={() => void status.refetch()} disabled={status.isFetching}>
      重新检测
    </button>
  );
  return (
    <>
      <TitleBar title="网络检测" back />
      <main className="yw-page" data-testid="check-network">
        {status.isFetching ? (
          <PageLoading text="正在检测网络..." />
        ) : status.isSuccess ? (
          <PageMessage glyph="通" title="网络正常" testId="network-ok">
            <div className="yw-login__details">
              <p className="yw-login__detail">
                响应时间 {status.data.latencyMs} 毫秒 · 服务器时间{' '}
                {new Date(status.data.serverTime).toLocaleString('zh-CN')}
              </p>
              <p className="yw-login__detail" data-testid="network-speed">
                {status.data.speedKBps === undefined
                  ? '下载测速失败，网络可能不稳定'
                  : `下载速度约 ${formatSpeed(status.data.speedKBps)}${status.data.speedKBps < 100 ? '，网速较慢，视频可能会卡顿' : ''}`}
              </p>
              {retry}
            </div>
          </PageMessage>
        ) : (
          <PageMessage glyph="断" title={failureMessage(status.error)} testId="network-failed">
            {retry}
          </PageMessage>
        )}
      </main>
    </>
  );
}
