import { Component, type ReactNode } from 'react';
import styles from './charts.module.css';

/**
 * Catches a chart whose drawing code could not be loaded (offline before the app had cached it): the
 * report around it stays readable, with a line in place of the chart.
 */
export class ChartBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? <p className={styles.failed}>图表暂时没有加载出来，联网后刷新页面就能看到。</p> : this.props.children;
  }
}
