// The end of the game: a player whose largest groups tie chooses which type to announce. The
// view offers exactly the types the engine lists, each as its picture, letter and name.
#pragma once

#include <QWidget>
#include <vector>

namespace vb::app::veggies {

class AnnouncementView : public QWidget {
  Q_OBJECT

 public:
  explicit AnnouncementView(QWidget* parent = nullptr);

  // `types` are produce codes to choose from (empty: someone else is choosing, `message` says who).
  void setChoice(const QString& message, std::vector<char> types, int focused);
  const std::vector<char>& types() const { return types_; }
  QPoint pointForType(int index) const;

  QSize sizeHint() const override;

 signals:
  void typeChosen(char code);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  QRectF tileRect(int index) const;

  QString message_;
  std::vector<char> types_;
  int focused_ = -1;
};

}  // namespace vb::app::veggies
