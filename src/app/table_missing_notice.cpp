#include "table_missing_notice.h"

#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "game_controller.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

// Quotes a path for a POSIX shell.
QString shellQuoted(QString path) {
  path.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
  return QLatin1Char('\'') + path + QLatin1Char('\'');
}

}  // namespace

TableMissingNotice::TableMissingNotice(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("table-missing"));

  title_ = new QLabel(this);
  title_->setObjectName(QStringLiteral("table-missing-title"));
  title_->setWordWrap(true);
  title_->setAlignment(Qt::AlignCenter);
  scaleText(title_, 1.6, true);

  explanation_ = new QLabel(this);
  explanation_->setWordWrap(true);
  explanation_->setAlignment(Qt::AlignCenter);

  commands_ = new QPlainTextEdit(this);
  commands_->setObjectName(QStringLiteral("cli-commands"));
  commands_->setReadOnly(true);
  commands_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  commands_->setFixedHeight(commands_->fontMetrics().lineSpacing() * 6 + 16);
  commands_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  commands_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);

  copy_ = new QPushButton(this);
  QPushButton* copy = copy_;
  connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(commands()); });
  saveAs_ = new QPushButton(this);
  QPushButton* saveAs = saveAs_;
  connect(saveAs, &QPushButton::clicked, this, &TableMissingNotice::saveAsRequested);
  auto* buttons = new QHBoxLayout;
  buttons->addStretch(1);
  buttons->addWidget(saveAs);
  buttons->addWidget(copy);
  buttons->addStretch(1);

  auto* inner = new QWidget(this);
  inner->setFixedWidth(600);
  auto* column = new QVBoxLayout(inner);
  column->setSpacing(12);
  column->addWidget(title_);
  column->addWidget(explanation_);
  column->addWidget(commands_);
  column->addLayout(buttons);

  auto* outer = new QVBoxLayout(this);
  outer->addStretch(1);
  outer->addWidget(inner, 0, Qt::AlignHCenter);
  outer->addStretch(2);
  retranslate();
}

void TableMissingNotice::retranslate() {
  copy_->setText(tr("Copy commands"));
  saveAs_->setText(tr("Save As…"));
}

void TableMissingNotice::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  // The title and explanation are written again by the game window's render().
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void TableMissingNotice::showGame(const GameController& controller) {
  const QString game =
      QString::fromUtf8(controller.game().name().data(), qsizetype(controller.game().name().size()));
  title_->setText(tr("The %1 table is not ready yet").arg(game));
  const bool saved = !controller.filePath().isEmpty();
  const QString file = saved ? controller.filePath() : GameController::autosavePath();
  explanation_->setText(
      saved ? tr("The engine already plays %1. Go on with this game in the command-line tool:").arg(game)
            : tr("The engine already plays %1. This game is kept in the autosave; go on with it in the "
                 "command-line tool:")
                  .arg(game));
  const int seat = controller.state().currentPlayer();
  QStringList lines;
  lines << QStringLiteral("veggiebox-cli show %1%2")
               .arg(shellQuoted(file), seat >= 0 ? QStringLiteral(" --as %1").arg(seat) : QString());
  lines << QStringLiteral("veggiebox-cli legal %1").arg(shellQuoted(file));
  lines << QStringLiteral("veggiebox-cli apply %1 'ACTION' > next.json").arg(shellQuoted(file));
  commands_->setPlainText(lines.join(QLatin1Char('\n')));
}

QString TableMissingNotice::commands() const { return commands_->toPlainText(); }

}  // namespace vb::app
