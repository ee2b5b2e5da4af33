import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Tooltip, theme } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { cardRows, moveCard, toggleCard } from '../home-cards';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
}

const cardLabel = (card: string) => t(`homePageManagement.card.${card}` as MessageKey);

/** The dashboard cards as a form field: check the cards a role shows and order them with 上移 / 下移. */
export function HomeCardsEditor({ value = [], onChange }: Props) {
  const { token } = theme.useToken();
  const change = (next: string[]) => onChange?.(next);
  const rows = cardRows(value);
  return (
    <Flex
      vertical
      style={{ maxWidth: 420, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}
    >
      {rows.map((card, index) => {
        const position = value.indexOf(card);
        const chosen = position >= 0;
        return (
          <Flex
            key={card}
            align="center"
            justify="space-between"
            style={{
              padding: '6px 12px',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
            data-testid={`home-card-${card}`}
          >
            <Checkbox checked={chosen} onChange={(e) => change(toggleCard(value, card, e.target.checked))}>
              {cardLabel(card)}
            </Checkbox>
            <Flex gap={4}>
              <Tooltip title={t('homePageManagement.moveUp')}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('homePageManagement.moveUp')}
                  disabled={!chosen || position === 0}
                  onClick={() => change(moveCard(value, card, -1))}
                />
              </Tooltip>
              <Tooltip title={t('homePageManagement.moveDown')}>
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('homePageManagement.moveDown')}
                  disabled={!chosen || position === value.length - 1}
                  onClick={() => change(moveCard(value, card, 1))}
                />
              </Tooltip>
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
